// Changing a session (DESIGN §6): DELETE cancels (soft, only future), PATCH with the booking payload
// reschedules (only the student's own future session, checked like a new booking) and PATCH {feedback}
// is the tutor's, once the session happened. Every refusal leaves the row as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { startTestApp, type Client, type TestApp } from '../../../test/app';
import {
  NOW,
  NOW_ISO,
  TAKEN,
  at,
  booking,
  expectRefusal,
  newPlan,
  newStudent,
  sessionRows,
  demoTutors,
  alsoTeaching,
} from '../../../test/booking';
import { sessions } from '../../db/schema';
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
  roomyPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

/** A fresh student and one booked session of theirs. */
async function booked(
  fecha: string,
  hora: string,
  tutorId: string,
  planId = roomyPlan,
): Promise<{ me: Client; id: string }> {
  const me = t.as(await newStudent(t, planId));
  const res = await me.post('/api/sessions', booking(fecha, hora, tutorId));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { me, id: res.body.data.id };
}

/** Student 1's past session that has no feedback yet (the demo leaves one). */
async function pastSession(studentId = t.people.student1.id) {
  const [session] = await t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, studentId), lt(sessions.meeting_time, new Date(NOW)), isNull(sessions.feedback)));
  return session!;
}

describe('DELETE /api/sessions/{id} cancels', () => {
  it("cancels the student's own future session: 200, estado cancelada, still listed", async () => {
    const { me, id } = await booked('2026-11-27', '08:00', ana);
    const before = await sessionRows(t);
    const res = await me.delete(`/api/sessions/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, estado: 'cancelada', cancelled_at: NOW_ISO });
    expect(await row(id)).toMatchObject({ estado: 'cancelada', cancelled_at: new Date(NOW) });
    expect(await sessionRows(t)).toBe(before);
    const listed = await me.get(
      `/api/sessions?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10&meeting_time_after=${NOW_ISO}`,
    );
    expect(listed.body.data.data).toEqual([expect.objectContaining({ id, estado: 'cancelada' })]);
  });

  it('refuses to cancel twice', async () => {
    const { me, id } = await booked('2026-11-27', '08:15', ana);
    expect((await me.delete(`/api/sessions/${id}`)).status).toBe(200);
    const before = await row(id);
    expectRefusal(await me.delete(`/api/sessions/${id}`), 409, 'La sesión ya estaba cancelada');
    expect(await row(id)).toEqual(before);
  });

  it('refuses to cancel a past session', async () => {
    const session = await pastSession();
    expectRefusal(
      await t.as('student1').delete(`/api/sessions/${session.id}`),
      409,
      'Solo puedes cancelar sesiones futuras',
    );
    expect(await row(session.id)).toEqual(session);
  });

  it("hides another student's session (404) and refuses tutors, who may not delete (403)", async () => {
    const { id } = await booked('2026-11-27', '08:30', ana);
    const before = await row(id);
    expectRefusal(await t.as('student1').delete(`/api/sessions/${id}`), 404, 'Sesión no encontrada');
    const tutor = await t.as('tutor1').delete(`/api/sessions/${id}`);
    expect(tutor.status).toBe(403);
    expect(typeof tutor.body.detail).toBe('string');
    expect(await row(id)).toEqual(before);
  });
});

describe('PATCH /api/sessions/{id} with the booking payload reschedules', () => {
  it('moves the session to another tutor, time and type, keeping its id and link; the old slot is free', async () => {
    const { me, id } = await booked('2026-11-27', '09:00', ana);
    const original = await row(id);
    const before = await sessionRows(t);
    const res = await me.patch(`/api/sessions/${id}`, booking('2026-11-27', '18:00', carlos, 'reading-session'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      tutor_id: carlos,
      tutor_name: 'Carlos Méndez',
      type: 'reading-session',
      meeting_time: at('2026-11-27', '18:00'),
      meeting_url: original.meeting_url,
      estado: 'programada',
    });
    expect(await sessionRows(t)).toBe(before);
    expect(
      (await t.as(await newStudent(t, roomyPlan)).post('/api/sessions', booking('2026-11-27', '09:00', ana))).status,
    ).toBe(201);
  });

  it('checks the new time like a new booking and changes nothing when refused', async () => {
    const { me, id } = await booked('2026-11-27', '09:15', ana);
    await booked('2026-11-27', '09:45', ana);
    const before = await row(id);
    const cases: [object, number, string][] = [
      [booking('2026-11-10', '10:00', ana), 409, BOOKING_CONFLICTS.window],
      [booking('2026-12-02', '10:00', ana), 409, BOOKING_CONFLICTS.window],
      [booking('2026-11-27', '09:20', ana), 409, BOOKING_CONFLICTS.notOffered],
      [booking('2026-11-27', '12:30', ana), 409, BOOKING_CONFLICTS.notOffered],
      [booking('2026-11-16', '18:15', carlos), 409, BOOKING_CONFLICTS.notOffered],
      [booking('2026-11-27', '09:45', ana), 409, TAKEN],
      [booking('2026-11-27', '09:30', '0190a0a0-0000-7000-8000-000000000099'), 404, 'Tutor no encontrado'],
    ];
    for (const [body, status, detail] of cases)
      expectRefusal(await me.patch(`/api/sessions/${id}`, body), status, detail);
    const mismatch = await me.patch(`/api/sessions/${id}`, {
      ...booking('2026-11-27', '09:30', ana),
      meeting_time: '2026-11-27T09:30:00Z',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.detail[0].loc).toEqual(['body', 'meeting_time']);
    const both = await me.patch(`/api/sessions/${id}`, { ...booking('2026-11-27', '09:30', ana), feedback: 'hola' });
    expect(both.status).toBe(422);
    expect(await row(id)).toEqual(before);
  });

  it('does not count the session against itself: at the quota, or to its own time with another type', async () => {
    const single = await newPlan(t, { reading: 1, speaking: 1, total: 1 });
    const { me, id } = await booked('2026-11-24', '10:00', ana, single.id);
    const moved = await me.patch(`/api/sessions/${id}`, booking('2026-11-24', '10:15', sophie));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const retyped = await me.patch(`/api/sessions/${id}`, booking('2026-11-24', '10:15', sophie, 'reading-session'));
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    expect(retyped.body.data).toMatchObject({
      type: 'reading-session',
      meeting_time: at('2026-11-24', '10:15'),
      tutor_id: sophie,
    });
  });

  it('still refuses a time at which the student has another session', async () => {
    const me = t.as(await newStudent(t, roomyPlan));
    const first = await me.post('/api/sessions', booking('2026-11-24', '10:30', ana));
    const second = await me.post('/api/sessions', booking('2026-11-24', '10:45', ana));
    expect([first.status, second.status]).toEqual([201, 201]);
    expectRefusal(
      await me.patch(`/api/sessions/${second.body.data.id}`, booking('2026-11-24', '10:30', sophie)),
      409,
      BOOKING_CONFLICTS.studentBusy,
    );
  });

  it("is the student's alone: a tutor gets 403, another student 404, and past or cancelled sessions 409", async () => {
    const { me, id } = await booked('2026-11-27', '10:00', ana);
    const before = await row(id);
    expectRefusal(
      await t.as('tutor1').patch(`/api/sessions/${id}`, booking('2026-11-27', '10:15', ana)),
      403,
      'Solo el estudiante puede reprogramar su sesión',
    );
    expectRefusal(
      await t.as('student2').patch(`/api/sessions/${id}`, booking('2026-11-27', '10:15', ana)),
      404,
      'Sesión no encontrada',
    );
    expect(await row(id)).toEqual(before);

    const past = await pastSession();
    const onlyFuture = 'Solo puedes reprogramar sesiones futuras que no estén canceladas';
    expectRefusal(
      await t.as('student1').patch(`/api/sessions/${past.id}`, booking('2026-11-27', '10:15', ana)),
      409,
      onlyFuture,
    );
    expect(await row(past.id)).toEqual(past);
    expect((await me.delete(`/api/sessions/${id}`)).status).toBe(200);
    expectRefusal(await me.patch(`/api/sessions/${id}`, booking('2026-11-27', '10:15', ana)), 409, onlyFuture);
    expect(await row(id)).toMatchObject({ estado: 'cancelada', meeting_time: before.meeting_time });
  });
});

describe('PATCH /api/sessions/{id} {feedback}', () => {
  it("lets the session's tutor write it after the session, and the student then reads it", async () => {
    const session = await pastSession();
    const text = 'Muy buena sesión: repasa los phrasal verbs.';
    const res = await t.as('tutor1').patch(`/api/sessions/${session.id}`, { feedback: text });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: session.id, feedback: text });
    const seen = await t.as('student1').get(`/api/sessions/${session.id}`);
    expect(seen.body.data).toMatchObject({ feedback: text, created_at: session.created_at.toISOString() });
    expect(await row(session.id)).toMatchObject({
      feedback: text,
      meeting_time: session.meeting_time,
      estado: 'programada',
    });
  });

  it('refuses the student (403) and another tutor (404)', async () => {
    const session = await pastSession(t.people.student2.id);
    expectRefusal(
      await t.as('student2').patch(`/api/sessions/${session.id}`, { feedback: 'me califico solo' }),
      403,
      'Solo el tutor de la sesión puede escribir la retroalimentación',
    );
    expectRefusal(
      await t.as('tutor2').patch(`/api/sessions/${session.id}`, { feedback: 'no es mío' }),
      404,
      'Sesión no encontrada',
    );
    expect(await row(session.id)).toEqual(session);
  });

  it('refuses a session that has not happened yet, or was cancelled', async () => {
    const { id } = await booked('2026-11-27', '10:30', ana);
    expectRefusal(
      await t.as('tutor1').patch(`/api/sessions/${id}`, { feedback: 'todavía no' }),
      409,
      'La retroalimentación se escribe cuando la sesión ya ocurrió',
    );
    expect((await row(id)).feedback).toBeNull();
    const [cancelled] = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tutor_id, ana), eq(sessions.estado, 'cancelada')));
    expectRefusal(
      await t.as('tutor1').patch(`/api/sessions/${cancelled!.id}`, { feedback: 'no hubo' }),
      409,
      'La sesión está cancelada: no lleva retroalimentación',
    );
  });

  it('lets an admin write it too, and validates its length', async () => {
    const session = await pastSession(t.people.student3.id);
    expect(
      (await t.as('admin').patch(`/api/sessions/${session.id}`, { feedback: 'Revisado por administración' })).status,
    ).toBe(200);
    const long = await t.as('tutor2').patch(`/api/sessions/${session.id}`, { feedback: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect((await row(session.id)).feedback).toBe('Revisado por administración');
  });
});
