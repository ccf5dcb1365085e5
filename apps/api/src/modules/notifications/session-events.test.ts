// Sessions tell people (docs/decisions/024): a booking, a reschedule and a cancellation reach the student
// (display zone, /sesiones/{id}) and the tutor (their own zone, /tutor/sesiones), with the meeting link and
// the calendar event as it was; feedback reaches the student. The plan's minimum notice refuses the
// student's own cancel and reschedule inside it (409, nothing changed), not an admin's. Email and reminder
// work is handed to the effects after the commit, and their failure never fails the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { noticeProblem } from '@charla/domain/booking';
import { TUTOR_ROLE_ID } from '@charla/domain/ids';
import { formatLongDateTime } from '@charla/domain/time';
import { notifications, notificationSettings, plans, sessions, tutors, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { NotificationEffects } from '../../notify/effects';
import { startTestApp, type TestApp } from '../../../test/app';
import { NOW, at, booking, expectRefusal, newPlan, newStudent } from '../../../test/booking';

let t: TestApp;
let roomyPlan: string;
let madrid: { tutorId: string; userId: string; name: string };
const calls: { kind: 'emails' | 'scheduled'; args: unknown[]; committed?: number }[] = [];

/** A tutor in Madrid, free every day all day (wall clock there), so times read differently for each side. */
async function madridTutor() {
  const userId = newId();
  const tutorId = newId();
  const name = `Tutora Madrid ${userId.slice(-4)}`;
  await t.db.insert(users).values({ id: userId, name, email: `${userId}@prueba.test`, role_id: TUTOR_ROLE_ID });
  const day = [{ start_time: 0, end_time: 24 }];
  await t.db.insert(tutors).values({
    id: tutorId,
    user_id: userId,
    public_name: name,
    timezone: 'Europe/Madrid',
    // The language of the fixture plans (newPlan): their students are offered her (decision 029).
    languages: ['en'],
    availability: Object.fromEntries(
      ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((d) => [d, day]),
    ),
  });
  await t.db.update(users).set({ tutor_id: tutorId }).where(eq(users.id, userId));
  return { tutorId, userId, name };
}

beforeAll(async () => {
  // SMTP configured (nothing listens: the effects below stand in for the email jobs, H2 tests those).
  t = await startTestApp({ FIXED_NOW: NOW, SMTP_URL: 'smtp://127.0.0.1:9' });
  roomyPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
  madrid = await madridTutor();
  // The effects are read at each call: these record what the services hand over after their commit.
  const recorder: NotificationEffects = {
    async emailsPending(ids) {
      // Read on another connection (PostgreSQL): the rows are visible, so the transaction had committed.
      const committed = (await t.db.select().from(notifications).where(inArray(notifications.id, ids))).length;
      calls.push({ kind: 'emails', args: [ids], committed });
    },
    async sessionScheduled(id, time) {
      calls.push({ kind: 'scheduled', args: [id, time.toISOString()] });
    },
  };
  t.app.ctx.effects = recorder;
});
afterAll(() => t.close());

async function told(sessionId: string, userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.session_id, sessionId), eq(notifications.user_id, userId)))
    .orderBy(desc(notifications.created_at), desc(notifications.id));
}

async function bookWithMadrid(fecha: string, hora: string, planId = roomyPlan) {
  const student = await newStudent(t, planId);
  const me = t.as(student);
  const res = await me.post('/api/sessions', booking(fecha, hora, madrid.tutorId));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { me, student, session: res.body.data as { id: string; meeting_url: string; meeting_time: string } };
}

describe('a booking', () => {
  it('tells the student in Mexico City time and the tutor in hers, each opening their screen', async () => {
    calls.length = 0;
    const { student, session } = await bookWithMadrid('2026-11-20', '10:00');
    const start = new Date(at('2026-11-20', '10:00'));
    const [forStudent] = await told(session.id, student.id);
    const [forTutor] = await told(session.id, madrid.userId);
    expect(forStudent).toMatchObject({
      kind: 'session_booked',
      title: `Sesión agendada: Speaking con ${madrid.name}`,
      body: `Tu sesión de Speaking con ${madrid.name} es el viernes, 20 de noviembre de 2026, 10:00 a.m. (hora de Ciudad de México).\nEnlace de la reunión: ${session.meeting_url}`,
      link: `/sesiones/${session.id}`,
      read_at: null,
      email_status: 'pendiente',
    });
    expect(forTutor).toMatchObject({
      kind: 'session_booked',
      title: `Sesión agendada: Speaking con ${student.name}`,
      body: `Tu sesión de Speaking con ${student.name} es el viernes, 20 de noviembre de 2026, 5:00 p.m. (hora de Madrid).\nEnlace de la reunión: ${session.meeting_url}`,
      link: '/tutor/sesiones',
      email_status: 'pendiente',
    });
    expect(forTutor!.body).toContain(formatLongDateTime(start, 'Europe/Madrid'));
    // What the email's invitation needs, as it was then.
    expect(forStudent!.data).toEqual({
      uid: `${session.id}@charla`,
      sequence: 0,
      method: 'REQUEST',
      start: start.toISOString(),
      minutes: 15,
      summary: `Charla: Speaking con ${madrid.name}`,
      meeting_url: session.meeting_url,
      tutor_name: madrid.name,
      student_name: student.name,
    });
    expect(forTutor!.data).toMatchObject({
      uid: `${session.id}@charla`,
      summary: `Charla: Speaking con ${student.name}`,
    });
    // After the commit: both emails, then the reminders.
    expect(calls).toEqual([
      { kind: 'emails', args: [expect.arrayContaining([forStudent!.id, forTutor!.id])], committed: 2 },
      { kind: 'scheduled', args: [session.id, start.toISOString()] },
    ]);
  });

  it('emails only the kinds a person did not turn off; the inbox always gets them', async () => {
    calls.length = 0;
    await t.db
      .insert(notificationSettings)
      .values({ user_id: madrid.userId, email_off: ['session_booked'] })
      .onConflictDoUpdate({ target: notificationSettings.user_id, set: { email_off: ['session_booked'] } });
    const { student, session } = await bookWithMadrid('2026-11-20', '11:00');
    const [forTutor] = await told(session.id, madrid.userId);
    const [forStudent] = await told(session.id, student.id);
    expect(forTutor!.email_status).toBeNull();
    expect(forStudent!.email_status).toBe('pendiente');
    expect(calls[0]).toEqual({ kind: 'emails', args: [[forStudent!.id]], committed: 1 });
    await t.db.delete(notificationSettings).where(eq(notificationSettings.user_id, madrid.userId));
  });

  it('a failing effect is logged, never the request’s failure', async () => {
    const saved = t.app.ctx.effects;
    t.app.ctx.effects = {
      emailsPending: () => Promise.reject(new Error('cola caída')),
      sessionScheduled: () => Promise.reject(new Error('cola caída')),
    };
    try {
      const { student, session } = await bookWithMadrid('2026-11-20', '12:00');
      expect(await told(session.id, student.id)).toHaveLength(1);
    } finally {
      t.app.ctx.effects = saved;
    }
  });
});

describe('a reschedule and a cancellation', () => {
  it('raise the sequence, tell both sides with the new time, then CANCEL with the reason for the tutor', async () => {
    const { me, student, session } = await bookWithMadrid('2026-11-23', '09:00');
    calls.length = 0;
    const moved = await me.patch(`/api/sessions/${session.id}`, booking('2026-11-24', '09:30', madrid.tutorId));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const newStart = at('2026-11-24', '09:30');
    expect((await t.db.select().from(sessions).where(eq(sessions.id, session.id)))[0]!.sequence).toBe(1);
    const [studentMoved] = await told(session.id, student.id);
    const [tutorMoved] = await told(session.id, madrid.userId);
    expect(studentMoved).toMatchObject({
      kind: 'session_rescheduled',
      title: `Sesión reprogramada: Speaking con ${madrid.name}`,
      body: `Tu sesión de Speaking con ${madrid.name} ahora es el martes, 24 de noviembre de 2026, 9:30 a.m. (hora de Ciudad de México) (antes: lunes, 23 de noviembre de 2026, 9:00 a.m.).\nEnlace de la reunión: ${session.meeting_url}`,
      link: `/sesiones/${session.id}`,
      data: expect.objectContaining({ sequence: 1, method: 'REQUEST', start: newStart }),
    });
    expect(tutorMoved).toMatchObject({
      kind: 'session_rescheduled',
      body: `Tu sesión de Speaking con ${student.name} ahora es el martes, 24 de noviembre de 2026, 4:30 p.m. (hora de Madrid) (antes: lunes, 23 de noviembre de 2026, 4:00 p.m.).\nEnlace de la reunión: ${session.meeting_url}`,
      link: '/tutor/sesiones',
    });
    expect(calls.at(-1)).toEqual({ kind: 'scheduled', args: [session.id, newStart] });

    calls.length = 0;
    const cancelled = await me.raw({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      payload: { cancel_reason: '  Tengo cita con el médico  ' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ estado: 'cancelada', cancel_reason: 'Tengo cita con el médico' });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row).toMatchObject({ sequence: 2, cancel_reason: 'Tengo cita con el médico' });
    const [tutorCancelled] = await told(session.id, madrid.userId);
    const [studentCancelled] = await told(session.id, student.id);
    expect(tutorCancelled).toMatchObject({
      kind: 'session_cancelled',
      title: `Sesión cancelada: Speaking con ${student.name}`,
      body: `Se canceló tu sesión de Speaking con ${student.name} del martes, 24 de noviembre de 2026, 4:30 p.m. (hora de Madrid).\nMotivo: Tengo cita con el médico`,
      link: '/tutor/sesiones',
      data: expect.objectContaining({ uid: `${session.id}@charla`, sequence: 2, method: 'CANCEL', start: newStart }),
    });
    expect(studentCancelled).toMatchObject({ kind: 'session_cancelled', link: `/sesiones/${session.id}` });
    expect(studentCancelled!.body).toContain('9:30 a.m. (hora de Ciudad de México)');
    // A cancelled session gets no reminders scheduled, only its emails.
    expect(calls.map((call) => call.kind)).toEqual(['emails']);
    expect(await told(session.id, student.id)).toHaveLength(3);
  });

  it('cancels without a body exactly as before, with no reason', async () => {
    const { me, session } = await bookWithMadrid('2026-11-25', '09:00');
    const res = await me.delete(`/api/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ estado: 'cancelada', cancel_reason: null });
    const [tutorCancelled] = await told(session.id, madrid.userId);
    expect(tutorCancelled!.body).not.toContain('Motivo');
  });

  it('refuses a reason over 500 characters (422 in Spanish) and changes nothing', async () => {
    const { me, session } = await bookWithMadrid('2026-11-25', '10:00');
    const before = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    const res = await me.raw({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      payload: { cancel_reason: 'x'.repeat(501) },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      detail: [
        {
          loc: ['body', 'cancel_reason'],
          msg: 'El motivo puede tener como máximo 500 caracteres',
          type: 'too_big',
        },
      ],
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual(before);
  });
});

describe('feedback on a session', () => {
  it('tells the student, with a link to the session, when it is new or changed', async () => {
    const [past] = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, t.people.student1.id), eq(sessions.estado, 'programada')))
      .orderBy(sessions.meeting_time)
      .limit(1);
    expect(past!.meeting_time.getTime()).toBeLessThan(new Date(NOW).getTime());
    const [tutor] = await t.db.select().from(tutors).where(eq(tutors.id, past!.tutor_id));
    const tutorUser = { id: tutor!.user_id };
    const before = (await told(past!.id, t.people.student1.id)).length;
    const write = (feedback: string) => t.as(tutorUser).patch(`/api/sessions/${past!.id}`, { feedback });
    expect((await write('Muy buena pronunciación.')).status).toBe(200);
    expect((await write('Muy buena pronunciación.')).status).toBe(200);
    const mine = await told(past!.id, t.people.student1.id);
    expect(mine).toHaveLength(before + 1);
    expect(mine[0]).toMatchObject({
      kind: 'session_feedback',
      title: `Retroalimentación de tu sesión con ${tutor!.public_name}`,
      link: `/sesiones/${past!.id}`,
    });
    expect(mine[0]!.body).toContain('(hora de Ciudad de México)');
    expect(await told(past!.id, tutor!.user_id)).toEqual([]);
  });
});

describe('the minimum cancellation notice', () => {
  let strictPlan: string;
  beforeAll(async () => {
    strictPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
    await t.db.update(plans).set({ cancel_notice_hours: 24 }).where(eq(plans.id, strictPlan));
  });

  // NOW is Tuesday 10 November 09:00 in Mexico City: a session on the 11th at 08:00 is 23 h away.
  const inside = (hora = '08:00') => bookWithMadrid('2026-11-11', hora, strictPlan);
  const message = noticeProblem(at('2026-11-11', '08:00'), 24, NOW)!;

  it('refuses the student’s own cancel and reschedule inside it: 409 in Spanish, nothing changed, no one told', async () => {
    expect(message).toBe(
      'Faltan menos de 24 horas para la sesión: ya no puedes cancelarla ni reprogramarla. Escríbele a tu tutor si necesitas ayuda.',
    );
    const { me, student, session } = await inside();
    const before = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    const toldBefore = await told(session.id, student.id);
    expectRefusal(await me.delete(`/api/sessions/${session.id}`), 409, message);
    expectRefusal(
      await me.raw({ method: 'DELETE', url: `/api/sessions/${session.id}`, payload: { cancel_reason: 'Ya no puedo' } }),
      409,
      message,
    );
    expectRefusal(
      await me.patch(`/api/sessions/${session.id}`, booking('2026-11-26', '09:00', madrid.tutorId)),
      409,
      message,
    );
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual(before);
    expect(await told(session.id, student.id)).toEqual(toldBefore);
    // The session says so beforehand: its notice travels with it.
    expect((await me.get(`/api/sessions/${session.id}`)).body.data.cancel_notice_hours).toBe(24);
  });

  it('lets the student change a session still outside it', async () => {
    const { me, session } = await bookWithMadrid('2026-11-12', '09:00', strictPlan);
    expect((await me.delete(`/api/sessions/${session.id}`)).status).toBe(200);
  });

  it('does not bind an admin', async () => {
    const { session, student } = await inside('08:30');
    const admin = t.as('admin');
    const res = await admin.raw({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      payload: { cancel_reason: 'La tutora no puede' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [studentTold] = await told(session.id, student.id);
    expect(studentTold).toMatchObject({ kind: 'session_cancelled' });
    expect(studentTold!.body).toContain('Motivo: La tutora no puede');
  });

  it('a plan without notice (0) never refuses', async () => {
    const { me, session } = await bookWithMadrid('2026-11-11', '08:15');
    expect((await me.delete(`/api/sessions/${session.id}`)).status).toBe(200);
  });
});
