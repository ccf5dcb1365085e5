// Tutors (spec part 2 §3, §5; DESIGN §3): a tutor record belongs to one user, who then points at it;
// the user is locked on edit; availability slots start before they end, never overlap on a day
// (touching ends allowed), are stored sorted with empty days dropped; a tutor with sessions stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OVERLAP_MESSAGE, START_BEFORE_END_MESSAGE } from '@charla/domain/availability';
import { sessions, tutors, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newUser(name: string): Promise<string> {
  const res = await t
    .as('admin')
    .post('/api/users', { name, email: `${name.toLowerCase().replace(/\s/g, '.')}@ejemplo.com`, phone: '1' });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function userTutorId(id: string) {
  const [row] = await t.db.select({ tutor_id: users.tutor_id }).from(users).where(eq(users.id, id));
  return row?.tutor_id;
}

describe('POST /api/tutors', () => {
  it('creates a record for a user, who then points at it: 201 {success, data}', async () => {
    const userId = await newUser('Nueva Tutora');
    const res = await t.as('admin').post('/api/tutors', { user_id: userId, public_name: ' Profe Nueva ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        user_id: userId,
        public_name: 'Profe Nueva',
        email: 'nueva.tutora@ejemplo.com',
        timezone: 'America/Costa_Rica',
        // No language yet: offered to no student until an admin says what they teach (decision 029).
        languages: [],
        availability: {},
        blocked_slots: [],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(await userTutorId(userId)).toBe(res.body.data.id);
  });

  it('requires the user and the public name', async () => {
    const res = await t.as('admin').post('/api/tutors', {});
    expect(res.status).toBe(422);
    expect(res.body.detail.map((issue: { loc: unknown[] }) => issue.loc)).toEqual([
      ['body', 'user_id'],
      ['body', 'public_name'],
    ]);
    expect(res.body.detail[1].msg).toBe('El nombre público es obligatorio');
    const badId = await t.as('admin').post('/api/tutors', { user_id: 'abc', public_name: 'X' });
    expect(badId.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'user_id'], msg: 'Identificador no válido' }),
    ]);
    const unknown = await t.as('admin').post('/api/tutors', { user_id: newId(), public_name: 'X' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toEqual([
      { loc: ['body', 'user_id'], msg: 'El usuario no existe', type: 'reference_error' },
    ]);
  });

  it('one record per user (409), and the time zone must be a real one', async () => {
    const dup = await t.as('admin').post('/api/tutors', { user_id: t.people.tutor1.id, public_name: 'Otra' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ success: false, detail: 'Ese usuario ya tiene un perfil de tutor' });
    expect(await userTutorId(t.people.tutor1.id)).toBe(t.people.tutor1.own_tutor_id);
    const zone = await t
      .as('admin')
      .post('/api/tutors', { user_id: t.people.student5.id, public_name: 'X', timezone: 'Marte/Base' });
    expect(zone.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'timezone'], msg: 'Zona horaria no válida (ej: America/Costa_Rica)' }),
    ]);
    const mexico = await t.as('admin').post('/api/tutors', {
      user_id: await newUser('Tutor Mexico'),
      public_name: 'X',
      timezone: 'America/Mexico_City',
    });
    expect(mexico.body.data.timezone).toBe('America/Mexico_City');
  });
});

describe('availability', () => {
  const patch = (availability: unknown) =>
    t.as('admin').patch(`/api/tutors/${t.people.tutor3.own_tutor_id}`, { availability });

  it('a slot starts before it ends', async () => {
    for (const slot of [
      { start_time: 10, end_time: 9 },
      { start_time: 10, end_time: 10 },
    ]) {
      const res = await patch({ MONDAY: [slot] });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({
          loc: ['body', 'availability', 'MONDAY', 0, 'end_time'],
          msg: START_BEFORE_END_MESSAGE,
        }),
      ]);
    }
  });

  it('slots on one day must not overlap; touching ends are fine', async () => {
    const overlapping = await patch({
      TUESDAY: [
        { start_time: 9, end_time: 11 },
        { start_time: 10.5, end_time: 12 },
      ],
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'availability', 'TUESDAY', 1], msg: OVERLAP_MESSAGE }),
    ]);
    const inside = await patch({
      TUESDAY: [
        { start_time: 8, end_time: 12 },
        { start_time: 9, end_time: 10 },
      ],
    });
    expect(inside.body.detail).toEqual([expect.objectContaining({ msg: OVERLAP_MESSAGE })]);
    const touching = await patch({
      TUESDAY: [
        { start_time: 9, end_time: 10 },
        { start_time: 10, end_time: 11 },
      ],
      WEDNESDAY: [{ start_time: 9, end_time: 11 }],
    });
    expect(touching.status).toBe(200);
    // The same hours on different days never overlap.
    expect(touching.body.data.availability).toEqual({
      TUESDAY: [
        { start_time: 9, end_time: 10 },
        { start_time: 10, end_time: 11 },
      ],
      WEDNESDAY: [{ start_time: 9, end_time: 11 }],
    });
  });

  it('is stored sorted by start_time, with empty days dropped', async () => {
    const res = await patch({
      FRIDAY: [
        { start_time: 19.25, end_time: 20.75 },
        { start_time: 8, end_time: 9.5 },
        { start_time: 14, end_time: 15 },
      ],
      MONDAY: [],
      SUNDAY: [{ start_time: 0, end_time: 24 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.availability).toEqual({
      FRIDAY: [
        { start_time: 8, end_time: 9.5 },
        { start_time: 14, end_time: 15 },
        { start_time: 19.25, end_time: 20.75 },
      ],
      SUNDAY: [{ start_time: 0, end_time: 24 }],
    });
    const [row] = await t.db
      .select({ availability: tutors.availability })
      .from(tutors)
      .where(eq(tutors.id, t.people.tutor3.own_tutor_id!));
    expect(row!.availability).toEqual(res.body.data.availability);
    const empty = await patch({ MONDAY: [], TUESDAY: [] });
    expect(empty.body.data.availability).toEqual({});
  });

  it('takes weekday keys and decimal hours within the day, on whole minutes', async () => {
    const cases: unknown[] = [
      { LUNES: [{ start_time: 9, end_time: 10 }] },
      { monday: [{ start_time: 9, end_time: 10 }] },
      { MONDAY: [{ start_time: -1, end_time: 10 }] },
      { MONDAY: [{ start_time: 9, end_time: 25 }] },
      { MONDAY: [{ start_time: 9.123, end_time: 10 }] },
      { MONDAY: [{ start_time: '09:00', end_time: '10:00' }] },
      { MONDAY: [{ start_time: 9 }] },
      { MONDAY: [{ start_time: 9, end_time: 10, extra: 1 }] },
      { MONDAY: { start_time: 9, end_time: 10 } },
      [{ start_time: 9, end_time: 10 }],
    ];
    const before = await t.db
      .select({ availability: tutors.availability })
      .from(tutors)
      .where(eq(tutors.id, t.people.tutor3.own_tutor_id!));
    for (const availability of cases) {
      const res = await patch(availability);
      expect(res.status, JSON.stringify(availability)).toBe(422);
      expect(res.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'availability']);
    }
    expect(
      await t.db
        .select({ availability: tutors.availability })
        .from(tutors)
        .where(eq(tutors.id, t.people.tutor3.own_tutor_id!)),
    ).toEqual(before);
  });

  it('blocked slots name days of the month and a valid time range', async () => {
    const url = `/api/tutors/${t.people.tutor3.own_tutor_id}`;
    const ok = await t.as('admin').patch(url, { blocked_slots: [{ dates: [1, 31], start_time: 9, end_time: 10.5 }] });
    expect(ok.body.data.blocked_slots).toEqual([{ dates: [1, 31], start_time: 9, end_time: 10.5 }]);
    for (const slot of [
      { dates: [0], start_time: 9, end_time: 10 },
      { dates: [32], start_time: 9, end_time: 10 },
      { dates: [], start_time: 9, end_time: 10 },
      { dates: [5], start_time: 11, end_time: 10 },
    ]) {
      const res = await t.as('admin').patch(url, { blocked_slots: [slot] });
      expect(res.status, JSON.stringify(slot)).toBe(422);
    }
  });

  it("the tutor saves their own schedule (the schedule screen's PATCH) and reads it back", async () => {
    const tutor = t.as('tutor1');
    const url = `/api/tutors/${t.people.tutor1.own_tutor_id}`;
    const res = await tutor.patch(url, { availability: { THURSDAY: [{ start_time: 19, end_time: 21 }] } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await tutor.get(url)).body.data.availability).toEqual({ THURSDAY: [{ start_time: 19, end_time: 21 }] });
    const list = await tutor.get('/api/tutors');
    expect(list.body.data.data.map((row: { id: string }) => row.id)).toEqual([t.people.tutor1.own_tutor_id]);
  });
});

describe('PATCH and PUT /api/tutors/:id', () => {
  it('the user is locked once created: user_id in an edit is ignored', async () => {
    const id = t.people.tutor2.own_tutor_id!;
    for (const method of ['patch', 'put'] as const) {
      const body = { user_id: t.people.student5.id, public_name: `Carlos ${method}` };
      const res =
        method === 'patch'
          ? await t.as('admin').patch(`/api/tutors/${id}`, body)
          : await t.as('admin').put(`/api/tutors/${id}`, body);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        user_id: t.people.tutor2.id,
        public_name: `Carlos ${method}`,
        email: 'tutor2@charla.test',
      });
    }
    expect(await userTutorId(t.people.student5.id)).toBe(t.people.student5.tutor_id);
  });

  it('an unknown tutor is a 404', async () => {
    const res = await t.as('admin').patch(`/api/tutors/${newId()}`, { public_name: 'X' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, detail: 'Tutor no encontrado' });
  });
});

describe('DELETE /api/tutors/:id', () => {
  it('a tutor with sessions stays (409); without them it goes, and no user points at it any more', async () => {
    const userId = await newUser('Tutor Efimero');
    const created = await t.as('admin').post('/api/tutors', { user_id: userId, public_name: 'Efímero' });
    const id = created.body.data.id;
    const student = await newUser('Alumno Efimero');
    await t.as('admin').patch(`/api/users/${student}`, { tutor_id: id });
    const sessionId = newId();
    await t.db.insert(sessions).values({
      id: sessionId,
      user_id: student,
      tutor_id: id,
      type: 'speaking-session',
      meeting_time: new Date(Date.UTC(2030, 0, 7, 15)),
    });

    const refused = await t.as('admin').delete(`/api/tutors/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      detail: 'El tutor tiene sesiones registradas y no se puede eliminar',
    });
    expect((await t.as('admin').get(`/api/tutors/${id}`)).status).toBe(200);
    expect(await userTutorId(student)).toBe(id);

    await t.db.delete(sessions).where(eq(sessions.id, sessionId));
    const gone = await t.as('admin').delete(`/api/tutors/${id}`);
    expect(gone).toMatchObject({ status: 200, body: { success: true, data: { id } } });
    expect((await t.as('admin').get(`/api/tutors/${id}`)).status).toBe(404);
    expect(await userTutorId(userId)).toBeNull();
    expect(await userTutorId(student)).toBeNull();
  });
});

describe('GET /api/tutors', () => {
  it('students see every tutor, with public name, email and schedule', async () => {
    const res = await t.as('student1').get('/api/tutors');
    expect(res.status).toBe(200);
    const emails = res.body.data.data.map((tutor: { email: string }) => tutor.email);
    expect(emails).toEqual(expect.arrayContaining(['tutor1@charla.test', 'tutor2@charla.test', 'tutor3@charla.test']));
    expect(res.body.data.data[0]).toHaveProperty('availability');
    expect((await t.as('content').get('/api/tutors')).status).toBe(403);
  });
});

describe('languages (docs/decisions/029)', () => {
  it('the demo tutors teach: Ana and Carlos English, Sophie French', async () => {
    const res = await t.as('admin').get('/api/tutors');
    const byEmail = Object.fromEntries(
      res.body.data.data.map((tutor: { email: string; languages: string[] }) => [tutor.email, tutor.languages]),
    );
    expect(byEmail).toMatchObject({
      'tutor1@charla.test': ['en'],
      'tutor2@charla.test': ['en'],
      'tutor3@charla.test': ['fr'],
    });
  });

  it('are set on create and changed on edit, as plan language codes', async () => {
    const userId = await newUser('Tutora Bilingue');
    const created = await t
      .as('admin')
      .post('/api/tutors', { user_id: userId, public_name: 'Bilingüe', languages: ['fr', 'en'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.languages).toEqual(['fr', 'en']);
    const patched = await t.as('admin').patch(`/api/tutors/${created.body.data.id}`, { languages: ['en'] });
    expect(patched.body.data.languages).toEqual(['en']);
    const [row] = await t.db
      .select({ languages: tutors.languages })
      .from(tutors)
      .where(eq(tutors.id, created.body.data.id));
    expect(row!.languages).toEqual(['en']);
  });

  it('refuses an unknown or repeated language with a Spanish 422, changing nothing', async () => {
    const url = `/api/tutors/${t.people.tutor3.own_tutor_id}`;
    const before = await t.db.select().from(tutors).where(eq(tutors.id, t.people.tutor3.own_tutor_id!));
    const unknown = await t.as('admin').patch(url, { languages: ['fr', 'de'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'languages', 1], msg: 'Idioma no válido: usa en, es o fr' }),
    ]);
    const repeated = await t.as('admin').patch(url, { languages: ['fr', 'fr'] });
    expect(repeated.status).toBe(422);
    expect(repeated.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'languages'], msg: 'Idiomas repetidos' }),
    ]);
    expect(await t.db.select().from(tutors).where(eq(tutors.id, t.people.tutor3.own_tutor_id!))).toEqual(before);
  });
});
