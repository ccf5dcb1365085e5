// POST /api/sessions: every booking rule of DESIGN §6 and spec part 1 §5, each refusal a 4xx with a
// Spanish detail that writes nothing. The clock is frozen (FIXED_NOW) so the window never moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { BOOKING_MESSAGES, NO_PLAN_MESSAGE } from '@charla/domain/booking';
import { startTestApp, type TestApp } from '../../../test/app';
import {
  alsoTeaching,
  NO_TUTOR,
  NOW,
  TAKEN,
  at,
  booking,
  expectRefusal,
  newPlan,
  newStudent,
  demoTutors,
  sessionRows,
} from '../../../test/booking';
import { sessions } from '../../db/schema';
import { newId } from '../../lib/ids';
import { BOOKING_CONFLICTS } from './booking';

let t: TestApp;
let ana: string;
let carlos: string;
let sophie: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, carlos, sophie } = demoTutors(t));
  await alsoTeaching(t, [sophie]);
  roomyPlan = (await newPlan(t, { reading: 30, speaking: 30, total: 60 })).id;
});
afterAll(() => t.close());

const student = async () => t.as(await newStudent(t, roomyPlan));

/** Non-cancelled sessions of each tutor in November 2026 (Mexico City): what 'Any' balances. */
async function novemberLoad(tutorIds: string[]) {
  const rows = await t.db
    .select({ tutor_id: sessions.tutor_id, n: count() })
    .from(sessions)
    .where(
      and(
        inArray(sessions.tutor_id, tutorIds),
        ne(sessions.estado, 'cancelada'),
        gte(sessions.meeting_time, new Date(at('2026-11-01', '00:00'))),
        lt(sessions.meeting_time, new Date(at('2026-12-01', '00:00'))),
      ),
    )
    .groupBy(sessions.tutor_id);
  return Object.fromEntries(tutorIds.map((id) => [id, rows.find((r) => r.tutor_id === id)?.n ?? 0]));
}

/** Gives `tutorId` `extra` more sessions this month (straight rows, at times nobody books here). */
async function addLoad(tutorId: string, extra: number) {
  const { id } = await newStudent(t, roomyPlan);
  const base = new Date(at('2026-11-28', '00:00')).getTime();
  const taken = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.tutor_id, tutorId));
  const rows = Array.from({ length: extra }, (_, k) => ({
    id: newId(),
    user_id: id,
    tutor_id: tutorId,
    type: 'speaking-session',
    estado: 'programada',
    meeting_time: new Date(base + (taken[0]!.n + k) * 15 * 60_000),
  }));
  if (rows.length > 0) await t.db.insert(sessions).values(rows);
}

describe('booking a free offered time', () => {
  it('creates the session and answers 201 with its full shape', async () => {
    const { id, name } = await newStudent(t, roomyPlan, 'Inés Booking');
    const before = await sessionRows(t);
    const res = await t.as({ id }).post('/api/sessions', booking('2026-11-20', '10:00', ana));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: id,
        tutor_id: ana,
        type: 'speaking-session',
        meeting_time: '2026-11-20T16:00:00.000Z',
        meeting_url: expect.stringMatching(/^https:\/\/meet\.jit\.si\/charla-[\w-]{16}$/),
        estado: 'programada',
        cancelled_at: null,
        cancel_reason: null,
        cancel_notice_hours: 0,
        feedback: null,
        series_id: null,
        attendance: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        tutor_name: 'Ana Rodríguez',
        student_name: name,
      },
    });
    expect(await sessionRows(t)).toBe(before + 1);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, res.body.data.id));
    expect(row).toMatchObject({
      user_id: id,
      tutor_id: ana,
      estado: 'programada',
      meeting_time: new Date('2026-11-20T16:00:00Z'),
    });
  });

  it.each([
    ['tomorrow, the first day of the window', '2026-11-11', '11:45', 'ana'],
    ['the last day of the month', '2026-11-30', '09:15', 'ana'],
    ["a slot's first step (start inclusive)", '2026-11-20', '08:00', 'ana'],
    ["a slot's last step (end exclusive)", '2026-11-20', '17:15', 'ana'],
    ['the last step before a midday break', '2026-11-20', '11:45', 'ana'],
    ['a slot starting at a quarter past', '2026-11-24', '19:15', 'sophie'],
    ['right after a manual block ends', '2026-11-16', '19:00', 'carlos'],
    ['a blocked time on a day the block does not list', '2026-11-23', '18:00', 'carlos'],
  ])('books %s', async (_, fecha, hora, who) => {
    const tutorId = { ana, carlos, sophie }[who]!;
    const res = await (await student()).post('/api/sessions', booking(fecha, hora, tutorId, 'reading-session'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ tutor_id: tutorId, meeting_time: at(fecha, hora), type: 'reading-session' });
  });

  it('accepts meeting_time with any offset naming the same instant, or none at all', async () => {
    const withOffset = { ...booking('2026-11-20', '10:15', ana), meeting_time: '2026-11-20T10:15:00-06:00' };
    expect((await (await student()).post('/api/sessions', withOffset)).status).toBe(201);
    const { meeting_time: _, ...without } = booking('2026-11-20', '10:30', ana);
    const res = await (await student()).post('/api/sessions', without);
    expect(res.status).toBe(201);
    expect(res.body.data.meeting_time).toBe('2026-11-20T16:30:00.000Z');
  });

  it('gives every session its own unguessable meeting link', async () => {
    const urls = [];
    for (const hora of ['14:00', '14:15', '14:30']) {
      const res = await (await student()).post('/api/sessions', booking('2026-11-20', hora, ana));
      urls.push(res.body.data.meeting_url as string);
    }
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) expect(url).toMatch(/^https:\/\/meet\.jit\.si\/charla-[A-Za-z0-9_-]{16}$/);
  });
});

describe('refusals write nothing', () => {
  const window = BOOKING_CONFLICTS.window;
  const notOffered = BOOKING_CONFLICTS.notOffered;
  it.each([
    ['today', '2026-11-10', '10:00', 'ana', 409, window],
    ['yesterday', '2026-11-09', '10:00', 'ana', 409, window],
    ['last year', '2025-11-20', '10:00', 'ana', 409, window],
    ['next month', '2026-12-01', '10:00', 'ana', 409, window],
    ['a time off the 15-minute grid', '2026-11-20', '10:07', 'ana', 409, notOffered],
    ['a time between grid steps', '2026-11-20', '10:10', 'ana', 409, notOffered],
    ['the end of a slot (exclusive)', '2026-11-20', '17:30', 'ana', 409, notOffered],
    ['the end of the morning slot', '2026-11-20', '12:00', 'ana', 409, notOffered],
    ['the midday break', '2026-11-20', '13:00', 'ana', 409, notOffered],
    ['before the first slot', '2026-11-20', '07:45', 'ana', 409, notOffered],
    ['a weekday without availability', '2026-11-21', '10:00', 'ana', 409, notOffered],
    ['the start of a manual block', '2026-11-16', '18:00', 'carlos', 409, notOffered],
    ['the last step inside a manual block', '2026-11-16', '18:45', 'carlos', 409, notOffered],
    ['an unknown tutor', '2026-11-20', '10:00', '0190a0a0-0000-7000-8000-000000000099', 404, 'Tutor no encontrado'],
  ])('refuses %s', async (_, fecha, hora, who, status, detail) => {
    const tutorId = ({ ana, carlos, sophie } as Record<string, string>)[who] ?? who;
    const before = await sessionRows(t);
    expectRefusal(await (await student()).post('/api/sessions', booking(fecha, hora, tutorId)), status, detail);
    expect(await sessionRows(t)).toBe(before);
  });

  it.each([
    [
      'a meeting_time that is not fecha + hora',
      { ...booking('2026-11-20', '10:00', 'any'), meeting_time: '2026-11-20T10:00:00Z' },
      'meeting_time',
    ],
    [
      'a meeting_time that is not a date',
      { ...booking('2026-11-20', '10:00', 'any'), meeting_time: 'mañana' },
      'meeting_time',
    ],
    ['a date that does not exist', booking('2026-11-31', '10:00', 'any'), 'fecha'],
    ['an hour past 23:59', { ...booking('2026-11-20', '10:00', 'any'), hora: '24:00' }, 'hora'],
    ['a tutor id that is neither a UUID nor any', booking('2026-11-20', '10:00', 'ana'), 'tutor_id'],
    ['an unknown session type', { ...booking('2026-11-20', '10:00', 'any'), type: 'writing-session' }, 'type'],
  ])('answers 422 for %s', async (_, body, field) => {
    const before = await sessionRows(t);
    const res = await (await student()).post('/api/sessions', body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', field], msg: expect.any(String) })]);
    expect(res.body.detail[0].msg).toMatch(/[a-záéíóúñ]/);
    expect(await sessionRows(t)).toBe(before);
  });

  it("uses the booking form's Spanish messages for missing fields", async () => {
    const res = await (await student()).post('/api/sessions', { tutor_id: ana });
    expect(res.status).toBe(422);
    const msgs = Object.fromEntries(
      (res.body.detail as { loc: string[]; msg: string }[]).map((d) => [d.loc[1], d.msg]),
    );
    expect(msgs).toEqual({ fecha: BOOKING_MESSAGES.date, hora: BOOKING_MESSAGES.time, type: BOOKING_MESSAGES.type });
  });

  it('refuses a tutor already booked at that time: 409 and one row', async () => {
    const first = await (await student()).post('/api/sessions', booking('2026-11-20', '09:00', ana));
    expect(first.status).toBe(201);
    const before = await sessionRows(t);
    expectRefusal(await (await student()).post('/api/sessions', booking('2026-11-20', '09:00', ana)), 409, TAKEN);
    expect(await sessionRows(t)).toBe(before);
  });

  it('refuses a student who already has a session at that time with another tutor', async () => {
    const me = await student();
    expect((await me.post('/api/sessions', booking('2026-11-24', '10:00', ana))).status).toBe(201);
    const before = await sessionRows(t);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-24', '10:00', sophie)),
      409,
      BOOKING_CONFLICTS.studentBusy,
    );
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-24', '10:00', 'any')),
      409,
      BOOKING_CONFLICTS.studentBusy,
    );
    expect(await sessionRows(t)).toBe(before);
  });

  it('refuses a student without a plan, and an admin (who has none)', async () => {
    const before = await sessionRows(t);
    expectRefusal(
      await t.as(await newStudent(t, null)).post('/api/sessions', booking('2026-11-20', '11:00', ana)),
      409,
      NO_PLAN_MESSAGE,
    );
    expectRefusal(await t.as('admin').post('/api/sessions', booking('2026-11-20', '11:00', ana)), 409, NO_PLAN_MESSAGE);
    expect(await sessionRows(t)).toBe(before);
  });

  it('refuses roles that may not book: tutors 403, anonymous 401', async () => {
    const before = await sessionRows(t);
    const tutor = await t.as('tutor1').post('/api/sessions', booking('2026-11-20', '11:00', ana));
    expect(tutor.status).toBe(403);
    expect(typeof tutor.body.detail).toBe('string');
    expect((await t.anon.post('/api/sessions', booking('2026-11-20', '11:00', ana))).status).toBe(401);
    expect(await sessionRows(t)).toBe(before);
  });
});

describe("tutor 'any' (or none)", () => {
  it('picks the tutor with the fewest sessions this month, and follows the balance when it changes', async () => {
    const load = await novemberLoad([ana, sophie]);
    const lighter = load[ana]! < load[sophie]! ? ana : sophie;
    const heavier = lighter === ana ? sophie : ana;
    const first = await (await student()).post('/api/sessions', booking('2026-11-26', '10:00', 'any'));
    expect(first.status).toBe(201);
    expect(first.body.data.tutor_id).toBe(lighter);

    const now = await novemberLoad([ana, sophie]);
    await addLoad(lighter, now[heavier]! - now[lighter]! + 1);
    const { meeting_time: _, tutor_id: __, ...noTutor } = booking('2026-11-26', '10:15', undefined);
    const second = await (await student()).post('/api/sessions', noTutor);
    expect(second.status).toBe(201);
    expect(second.body.data.tutor_id).toBe(heavier);
  });

  it('breaks ties at random', async () => {
    const load = await novemberLoad([ana, sophie]);
    await addLoad(load[ana]! < load[sophie]! ? ana : sophie, Math.abs(load[ana]! - load[sophie]!));
    expect(new Set(Object.values(await novemberLoad([ana, sophie]))).size).toBe(1);
    const me = await student();
    const chosen = new Set<string>();
    // Book and cancel (cancelled sessions do not count): 24 fair coin tosses all alike is 1 in 8 million.
    for (let k = 0; k < 24; k++) {
      const res = await me.post('/api/sessions', booking('2026-11-26', '11:00', 'any'));
      expect(res.status).toBe(201);
      chosen.add(res.body.data.tutor_id);
      expect((await me.delete(`/api/sessions/${res.body.data.id}`)).status).toBe(200);
    }
    expect([...chosen].sort()).toEqual([ana, sophie].sort());
  });

  it('passes over a tutor who is taken, even the least busy one', async () => {
    const load = await novemberLoad([ana, sophie]);
    const lighter = load[ana]! <= load[sophie]! ? ana : sophie;
    expect((await (await student()).post('/api/sessions', booking('2026-11-26', '10:45', lighter))).status).toBe(201);
    const res = await (await student()).post('/api/sessions', booking('2026-11-26', '10:45', 'any'));
    expect(res.status).toBe(201);
    expect(res.body.data.tutor_id).toBe(lighter === ana ? sophie : ana);
  });

  it(`answers 409 '${NO_TUTOR}' when every tutor is taken or none offers the time`, async () => {
    expect((await (await student()).post('/api/sessions', booking('2026-11-26', '11:30', ana))).status).toBe(201);
    expect((await (await student()).post('/api/sessions', booking('2026-11-26', '11:30', sophie))).status).toBe(201);
    const before = await sessionRows(t);
    expectRefusal(await (await student()).post('/api/sessions', booking('2026-11-26', '11:30', 'any')), 409, NO_TUTOR);
    expectRefusal(await (await student()).post('/api/sessions', booking('2026-11-26', '03:00', 'any')), 409, NO_TUTOR);
    expectRefusal(await (await student()).post('/api/sessions', booking('2026-11-16', '18:30', 'any')), 409, NO_TUTOR);
    expect(await sessionRows(t)).toBe(before);
  });
});
