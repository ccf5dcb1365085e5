// What the booking screen reads to offer times (GET /api/tutors/{id}/blocked_slots: manual blocks plus
// booked times), how a tutor's availability change reaches booking, and MEETING_URL_TEMPLATE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { bookedAsBlockedSlots, bookingWindow, tutorStartTimes, type TutorSchedule } from '@charla/domain/booking';
import { startTestApp, type TestApp } from '../../../test/app';
import {
  NOW,
  NO_TUTOR,
  TAKEN,
  at,
  booking,
  expectRefusal,
  newPlan,
  newStudent,
  demoTutors,
  alsoTeaching,
} from '../../../test/booking';
import { ANY_TUTOR_ID } from '@charla/domain/tutors';
import { sessions, tutors } from '../../db/schema';
import { BOOKING_CONFLICTS } from './booking';

const TEMPLATE = 'https://video.charla.test/sala/{room}?idioma=es';

let t: TestApp;
let ana: string;
let carlos: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW, MEETING_URL_TEMPLATE: TEMPLATE });
  ({ ana, carlos } = demoTutors(t));
  roomyPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
});
afterAll(() => t.close());

const student = async () => t.as(await newStudent(t, roomyPlan));

/** A tutor's booked (not cancelled) times in the window, in order. */
async function bookedTimes(tutorId: string): Promise<Date[]> {
  const rows = await t.db
    .select({ meeting_time: sessions.meeting_time })
    .from(sessions)
    .where(
      and(
        eq(sessions.tutor_id, tutorId),
        ne(sessions.estado, 'cancelada'),
        gte(sessions.meeting_time, new Date(at('2026-11-11', '00:00'))),
        lt(sessions.meeting_time, new Date(at('2026-12-01', '00:00'))),
      ),
    )
    .orderBy(sessions.meeting_time);
  return rows.map((row) => row.meeting_time);
}

/** Booked times of a tutor in the window, in Costa Rica's wall clock (UTC−6), computed independently. */
async function bookedAsBlocks(tutorId: string) {
  return (await bookedTimes(tutorId)).map((meeting_time) => {
    const wall = new Date(meeting_time.getTime() - 6 * 3_600_000);
    const start = wall.getUTCHours() + wall.getUTCMinutes() / 60;
    return { dates: [wall.getUTCDate()], start_time: start, end_time: start + 0.25 };
  });
}

describe('GET /api/tutors/{id}/blocked_slots', () => {
  it('returns the manual blocks plus the booked times of the window, and drops a booking once cancelled', async () => {
    const initial = await t.as('student3').get(`/api/tutors/${carlos}/blocked_slots`);
    expect(initial.status).toBe(200);
    const manual = { dates: [15, 16], start_time: 18, end_time: 19 };
    const seeded = await bookedAsBlocks(carlos);
    expect(seeded.length).toBeGreaterThan(0);
    expect(initial.body.data.data).toEqual([manual, ...seeded]);

    const me = await student();
    const res = await me.post('/api/sessions', booking('2026-11-21', '09:45', carlos));
    expect(res.status).toBe(201);
    const after = await t.as('student3').get(`/api/tutors/${carlos}/blocked_slots`);
    expect(after.body.data.data).toContainEqual({ dates: [21], start_time: 9.75, end_time: 10 });
    expect(after.body.data.data).toEqual([manual, ...(await bookedAsBlocks(carlos))]);

    expect((await me.delete(`/api/sessions/${res.body.data.id}`)).status).toBe(200);
    const cancelled = await t.as('student3').get(`/api/tutors/${carlos}/blocked_slots`);
    expect(cancelled.body.data.data).toEqual(initial.body.data.data);
  });

  it('lets the client offer only free times: booked ones are never offered, offered ones book', async () => {
    const [row] = await t.db.select().from(tutors).where(eq(tutors.id, ana));
    const blocked = (await t.as('student1').get(`/api/tutors/${ana}/blocked_slots`)).body.data.data;
    const schedule: TutorSchedule = {
      id: ana,
      timezone: row!.timezone,
      availability: row!.availability,
      blocked_slots: blocked,
    };
    const offered = tutorStartTimes(schedule, bookingWindow(new Date(NOW)));
    const taken = await t.db
      .select({ meeting_time: sessions.meeting_time })
      .from(sessions)
      .where(
        and(eq(sessions.tutor_id, ana), ne(sessions.estado, 'cancelada'), gte(sessions.meeting_time, new Date(NOW))),
      );
    expect(taken.length).toBeGreaterThan(0);
    for (const { meeting_time } of taken) expect(offered).not.toContain(meeting_time.getTime());
    for (const instant of [offered[0]!, offered[offered.length - 1]!]) {
      const wall = new Date(instant - 6 * 3_600_000).toISOString();
      const res = await (await student()).post('/api/sessions', booking(wall.slice(0, 10), wall.slice(11, 16), ana));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    for (const { meeting_time } of taken.slice(0, 2)) {
      const wall = new Date(meeting_time.getTime() - 6 * 3_600_000).toISOString();
      expectRefusal(
        await (await student()).post('/api/sessions', booking(wall.slice(0, 10), wall.slice(11, 16), ana)),
        409,
        TAKEN,
      );
    }
  });

  it('sends back-to-back bookings as one range (grouped by the database, as the domain groups them)', async () => {
    const [row] = await t.db.select().from(tutors).where(eq(tutors.id, carlos));
    const before = (await t.as('student3').get(`/api/tutors/${carlos}/blocked_slots`)).body.data.data;
    const schedule: TutorSchedule = {
      id: carlos,
      timezone: row!.timezone,
      availability: row!.availability,
      blocked_slots: before,
    };
    const offered = tutorStartTimes(schedule, bookingWindow(new Date(NOW)));
    const QUARTER = 15 * 60_000;
    const first = offered.find(
      (instant) => offered.includes(instant + QUARTER) && offered.includes(instant + 2 * QUARTER),
    )!;
    expect(first).toBeDefined();
    for (const instant of [first, first + QUARTER, first + 2 * QUARTER]) {
      const wall = new Date(instant - 6 * 3_600_000).toISOString();
      expect(
        (await (await student()).post('/api/sessions', booking(wall.slice(0, 10), wall.slice(11, 16), carlos))).status,
      ).toBe(201);
    }
    const after = (await t.as('student3').get(`/api/tutors/${carlos}/blocked_slots`)).body.data.data;
    const wall = new Date(first - 6 * 3_600_000);
    const start = wall.getUTCHours() + wall.getUTCMinutes() / 60;
    expect(after).toContainEqual(expect.objectContaining({ start_time: start, end_time: start + 0.75 }));
    expect(after).toEqual([
      { dates: [15, 16], start_time: 18, end_time: 19 },
      ...bookedAsBlockedSlots(await bookedTimes(carlos), row!.timezone),
    ]);
  });

  it('answers 404 for an unknown tutor and 401 without a token', async () => {
    expectRefusal(
      await t.as('student1').get('/api/tutors/0190a0a0-0000-7000-8000-000000000099/blocked_slots'),
      404,
      'Tutor no encontrado',
    );
    expect((await t.anon.get(`/api/tutors/${carlos}/blocked_slots`)).status).toBe(401);
  });
});

describe('MEETING_URL_TEMPLATE', () => {
  it('builds each meeting link from the configured template with its own room', async () => {
    const first = await (await student()).post('/api/sessions', booking('2026-11-30', '18:00', carlos));
    const second = await (await student()).post('/api/sessions', booking('2026-11-30', '18:15', carlos));
    const pattern = /^https:\/\/video\.charla\.test\/sala\/[A-Za-z0-9_-]{16}\?idioma=es$/;
    expect(first.body.data.meeting_url).toMatch(pattern);
    expect(second.body.data.meeting_url).toMatch(pattern);
    expect(first.body.data.meeting_url).not.toBe(second.body.data.meeting_url);
  });
});

describe('PATCH /api/tutors/{id}: a tutor changes their availability', () => {
  it("refuses another tutor's record (404) and students (403), changing nothing", async () => {
    const [before] = await t.db.select().from(tutors).where(eq(tutors.id, carlos));
    const availability = { SUNDAY: [{ start_time: 8, end_time: 9 }] };
    expect((await t.as('tutor1').patch(`/api/tutors/${carlos}`, { availability })).status).toBe(404);
    expect((await t.as('student3').patch(`/api/tutors/${carlos}`, { availability })).status).toBe(403);
    expect((await t.db.select().from(tutors).where(eq(tutors.id, carlos)))[0]).toEqual(before);
  });

  it('makes the new times bookable and refuses the removed ones', async () => {
    expect((await (await student()).post('/api/sessions', booking('2026-11-23', '08:00', ana))).status).toBe(201);
    const availability = {
      MONDAY: [{ start_time: 14, end_time: 15 }],
      SATURDAY: [{ start_time: 10, end_time: 11 }],
    };
    const res = await t.as('tutor1').patch(`/api/tutors/${ana}`, { availability });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.availability).toEqual(availability);

    for (const hora of ['10:00', '10:45']) {
      const ok = await (await student()).post('/api/sessions', booking('2026-11-21', hora, ana));
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    }
    for (const [fecha, hora] of [
      ['2026-11-21', '11:00'],
      ['2026-11-23', '08:15'],
      ['2026-11-27', '09:00'],
      ['2026-11-23', '15:00'],
    ] as const) {
      expectRefusal(
        await (await student()).post('/api/sessions', booking(fecha, hora, ana)),
        409,
        BOOKING_CONFLICTS.notOffered,
      );
    }
    expect((await (await student()).post('/api/sessions', booking('2026-11-23', '14:45', ana))).status).toBe(201);
  });
});

describe('a tutor in another time zone', () => {
  it("reads availability and blocks in the tutor's wall clock and shows bookings back in it", async () => {
    const sophie = t.people.tutor3.own_tutor_id!;
    await alsoTeaching(t, [sophie]);
    // Tokyo is UTC+9: Tuesday 10:00 there is Monday 19:00 in Mexico City.
    const patched = await t.as('tutor3').patch(`/api/tutors/${sophie}`, {
      timezone: 'Asia/Tokyo',
      blocked_slots: [{ dates: [26], start_time: 10, end_time: 11 }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const res = await (await student()).post('/api/sessions', booking('2026-11-23', '19:00', sophie));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.meeting_time).toBe('2026-11-24T01:00:00.000Z');
    expectRefusal(
      await (await student()).post('/api/sessions', booking('2026-11-24', '10:00', sophie)),
      409,
      BOOKING_CONFLICTS.notOffered,
    );
    // Thursday 26th 10:00–11:00 in Tokyo is blocked: Wednesday 25th 19:00–20:00 in Mexico City.
    expectRefusal(
      await (await student()).post('/api/sessions', booking('2026-11-25', '19:45', sophie)),
      409,
      BOOKING_CONFLICTS.notOffered,
    );
    expect((await (await student()).post('/api/sessions', booking('2026-11-25', '20:00', sophie))).status).toBe(201);

    const blocked = await t.as('student5').get(`/api/tutors/${sophie}/blocked_slots`);
    expect(blocked.body.data.data).toEqual(
      expect.arrayContaining([
        { dates: [26], start_time: 10, end_time: 11 },
        { dates: [24], start_time: 10, end_time: 10.25 },
        { dates: [26], start_time: 11, end_time: 11.25 },
      ]),
    );
  });
});

describe('the tutors a new booking starts from (kept per version of the tutors table)', () => {
  it('follow schedules changed straight in the database (another process), for Any and a chosen tutor', async () => {
    // Only Carlos offers Tuesday 03:00 in Mexico City, and he is booked then.
    const tuesday = { TUESDAY: [{ start_time: 3, end_time: 4 }] };
    await t.db.update(tutors).set({ availability: {}, blocked_slots: [] }).where(ne(tutors.id, carlos));
    await t.db
      .update(tutors)
      .set({ timezone: 'America/Mexico_City', availability: tuesday, blocked_slots: [] })
      .where(eq(tutors.id, carlos));
    expect((await (await student()).post('/api/sessions', booking('2026-11-17', '03:00', carlos))).status).toBe(201);
    const late = await student();
    expectRefusal(await late.post('/api/sessions', booking('2026-11-17', '03:00', ANY_TUTOR_ID)), 409, NO_TUTOR);

    // Ana starts offering it, written by another process: the next 'Any' finds her.
    await t.db.update(tutors).set({ timezone: 'America/Mexico_City', availability: tuesday }).where(eq(tutors.id, ana));
    const found = await late.post('/api/sessions', booking('2026-11-17', '03:00', ANY_TUTOR_ID));
    expect(found.status, JSON.stringify(found.body)).toBe(201);
    expect(found.body.data.tutor_id).toBe(ana);

    // Carlos moves to 03:30–04:30: a time only the new schedule offers, then one only the old one did.
    await t.db
      .update(tutors)
      .set({ availability: { TUESDAY: [{ start_time: 3.5, end_time: 4.5 }] } })
      .where(eq(tutors.id, carlos));
    expect((await (await student()).post('/api/sessions', booking('2026-11-24', '04:00', carlos))).status).toBe(201);
    expectRefusal(
      await (await student()).post('/api/sessions', booking('2026-11-24', '03:00', carlos)),
      409,
      BOOKING_CONFLICTS.notOffered,
    );
  });
});
