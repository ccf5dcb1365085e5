// Tutors teach languages (issue 48, docs/decisions/029): a student is offered — in GET /bookable_tutors,
// in 'Any' and in the booking's checks — only the tutors who teach their plan's language and have
// availability. A direct request for another tutor is a Spanish 422; every refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wrongLanguageMessage } from '@charla/domain/tutors';
import { startTestApp, type TestApp } from '../../../test/app';
import { NO_TUTOR, NOW, booking, demoTutors, expectRefusal, newStudent } from '../../../test/booking';
import { storedRow, storedTable } from '../../../test/world';
import { notifications, sessions } from '../../db/schema';
import { BOOKING_CONFLICTS } from './booking';

let t: TestApp;
let ana: string;
let carlos: string;
let sophie: string;
/** The demo's plans: Básico (English) and Francés. */
let englishPlan: string;
let frenchPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, carlos, sophie } = demoTutors(t));
  englishPlan = t.people.student1.plan_id!;
  frenchPlan = t.people.student5.plan_id!;
});
afterAll(() => t.close());

/** Every session and notification exactly as stored: a refusal leaves both as they were. */
const written = async () => [await storedTable(t.db, sessions), await storedTable(t.db, notifications)];

const offeredTo = async (person: Parameters<TestApp['as']>[0]) => {
  const res = await t.as(person).get('/api/bookable_tutors');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.tutors as { id: string; public_name: string; languages: string[]; blocked_slots: unknown[] }[];
};

/** A new tutor (through the admin's API) teaching `languages`, with no availability yet. */
async function newTutor(name: string, languages: string[]) {
  const admin = t.as('admin');
  const user = await admin.post('/api/users', { name, email: `${name.toLowerCase()}@idiomas.test`, phone: '1' });
  expect(user.status).toBe(201);
  const tutor = await admin.post('/api/tutors', { user_id: user.body.data.id, public_name: name, languages });
  expect(tutor.status, JSON.stringify(tutor.body)).toBe(201);
  return tutor.body.data.id as string;
}

const MONDAY_MORNINGS = { MONDAY: [{ start_time: 8, end_time: 12 }] };

describe('GET /api/bookable_tutors', () => {
  it('offers a French-plan student only Sophie, and an English-plan student Ana and Carlos', async () => {
    const french = await offeredTo('student5');
    expect(french.map((tutor) => tutor.public_name)).toEqual(['Sophie Martin']);
    expect(french[0]).toMatchObject({ id: sophie, languages: ['fr'], timezone: 'America/Costa_Rica' });
    const english = await offeredTo('student1');
    expect(english.map((tutor) => tutor.id)).toEqual([ana, carlos]);
    expect((await t.as('student1').get('/api/bookable_tutors')).body.data.session_minutes).toBe(15);
  });

  it('leaves out a tutor created a minute ago until they have availability, and one without the language', async () => {
    const nuevo = await newTutor('Nuevo', ['en']);
    expect((await offeredTo('student1')).map((tutor) => tutor.id)).not.toContain(nuevo);
    const patched = await t.as('admin').patch(`/api/tutors/${nuevo}`, { availability: MONDAY_MORNINGS });
    expect(patched.status).toBe(200);
    expect((await offeredTo('student1')).map((tutor) => tutor.id)).toContain(nuevo);
    expect((await offeredTo('student5')).map((tutor) => tutor.id)).not.toContain(nuevo);
    expect((await t.as('admin').patch(`/api/tutors/${nuevo}`, { languages: ['fr'] })).status).toBe(200);
    expect((await offeredTo('student1')).map((tutor) => tutor.id)).not.toContain(nuevo);
    expect((await offeredTo('student5')).map((tutor) => tutor.id)).toContain(nuevo);
    expect((await t.as('admin').delete(`/api/tutors/${nuevo}`)).status).toBe(200);
  });

  it("carries each tutor's manual blocks and booked times, as GET /tutors/{id}/blocked_slots does", async () => {
    const me = t.as(await newStudent(t, frenchPlan));
    expect((await me.post('/api/sessions', booking('2026-11-24', '10:00', sophie))).status).toBe(201);
    const [offered] = await offeredTo('student5');
    const single = await t.as('student5').get(`/api/tutors/${sophie}/blocked_slots`);
    expect(offered!.blocked_slots).toEqual(single.body.data.data);
    expect(offered!.blocked_slots).toContainEqual({ dates: [24], start_time: 10, end_time: 10.25 });
    const carlosOffered = (await offeredTo('student1')).find((tutor) => tutor.id === carlos)!;
    expect(carlosOffered.blocked_slots).toContainEqual({ dates: [15, 16], start_time: 18, end_time: 19 });
  });

  it('answers 304 to its ETag while nothing changed, and anew after a booking', async () => {
    const first = await t.as('student5').get('/api/bookable_tutors');
    const etag = String(first.headers.etag);
    const again = await t.as('student5').raw({
      method: 'GET',
      url: '/api/bookable_tutors',
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(
      (await t.as(await newStudent(t, frenchPlan)).post('/api/sessions', booking('2026-11-26', '11:00', sophie)))
        .status,
    ).toBe(201);
    const changed = await t.as('student5').raw({
      method: 'GET',
      url: '/api/bookable_tutors',
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
  });

  it('is refused to callers who may not read tutors: anonymous 401, the content author 403', async () => {
    expect((await t.anon.get('/api/bookable_tutors')).status).toBe(401);
    expect((await t.as('content').get('/api/bookable_tutors')).status).toBe(403);
  });
});

describe('booking a tutor of the plan language', () => {
  it('refuses a direct request for a tutor of another language: 422 in Spanish, nothing written', async () => {
    const french = t.as(await newStudent(t, frenchPlan));
    const english = t.as(await newStudent(t, englishPlan));
    const before = await written();
    for (const [client, tutorId, language] of [
      [french, ana, 'fr'],
      [french, carlos, 'fr'],
      [english, sophie, 'en'],
    ] as const) {
      const res = await client.post('/api/sessions', booking('2026-11-24', '10:00', tutorId));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail).toEqual([
        { loc: ['body', 'tutor_id'], msg: wrongLanguageMessage(language), type: 'value_error' },
      ]);
    }
    expect(wrongLanguageMessage('fr')).toBe('Ese tutor no enseña francés, el idioma de tu plan. Elige otro tutor.');
    expect(await written()).toEqual(before);
  });

  it("'Any' never picks a tutor of another language, even when that one is freer", async () => {
    // Tuesday 24th 10:15: Ana and Sophie both offer it. Book and cancel (cancelled sessions do not count).
    const french = t.as(await newStudent(t, frenchPlan));
    const english = t.as(await newStudent(t, englishPlan));
    for (let k = 0; k < 6; k++) {
      for (const [client, expected] of [
        [french, sophie],
        [english, ana],
      ] as const) {
        const res = await client.post('/api/sessions', booking('2026-11-24', '10:15', 'any'));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.data.tutor_id).toBe(expected);
        expect((await client.delete(`/api/sessions/${res.body.data.id}`)).status).toBe(200);
      }
    }
    // Monday 23rd 08:00: only Ana (English) offers it.
    const before = await written();
    expectRefusal(await french.post('/api/sessions', booking('2026-11-23', '08:00', 'any')), 409, NO_TUTOR);
    expect(await written()).toEqual(before);
  });

  it('refuses moving a session to a tutor of another language, and the session stays as it was', async () => {
    const french = t.as(await newStudent(t, frenchPlan));
    const booked = await french.post('/api/sessions', booking('2026-11-26', '10:30', sophie));
    expect(booked.status).toBe(201);
    const id = booked.body.data.id as string;
    const before = [await storedRow(t.db, sessions, id), ...(await written())];
    const moved = await french.patch(`/api/sessions/${id}`, booking('2026-11-26', '10:30', ana));
    expect(moved.status, JSON.stringify(moved.body)).toBe(422);
    expect(moved.body.detail[0].msg).toBe(wrongLanguageMessage('fr'));
    expect([await storedRow(t.db, sessions, id), ...(await written())]).toEqual(before);
    // The same move by the admin, for the student: their plan's language decides.
    expect((await t.as('admin').patch(`/api/sessions/${id}`, booking('2026-11-26', '10:30', ana))).status).toBe(422);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.tutor_id).toBe(sophie);
  });

  it('never offers a tutor without availability: not in the list, not in Any, a direct request refused', async () => {
    const idle = await newTutor('Desocupada', ['en']);
    const english = t.as(await newStudent(t, englishPlan));
    const before = await written();
    expect((await offeredTo('student1')).map((tutor) => tutor.id)).not.toContain(idle);
    expectRefusal(
      await english.post('/api/sessions', booking('2026-11-23', '08:00', idle)),
      409,
      BOOKING_CONFLICTS.notOffered,
    );
    // Saturday 28th 14:00: nobody offers it, and the idle tutor is not picked for it either.
    expectRefusal(await english.post('/api/sessions', booking('2026-11-28', '14:00', 'any')), 409, NO_TUTOR);
    expect(await written()).toEqual(before);
  });
});
