// Monthly quotas (DESIGN §6): per calendar month of the display zone, by type and in total, counting
// non-cancelled sessions; a refusal is a 409 naming the limit and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/app';
import {
  NOW,
  TAKEN,
  at,
  booking,
  expectRefusal,
  newPlan,
  newStudent,
  sessionRows,
  demoTutors,
} from '../../../test/booking';
import { sessions } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: TestApp;
let ana: string;
let sophie: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, sophie } = demoTutors(t));
});
afterAll(() => t.close());

const typeLimit = (n: number, label: string, plan: string) =>
  `Ya agendaste ${n} de ${n} sesiones de ${label} permitidas este mes en tu plan ${plan}. Cancela una sesión de ${label} o espera al próximo mes.`;
const totalLimit = (n: number, plan: string) =>
  `Ya agendaste ${n} de ${n} sesiones permitidas este mes en tu plan ${plan}. Cancela una sesión o espera al próximo mes.`;

describe('monthly quotas', () => {
  it('allows exactly the reading limit, then refuses one more naming it', async () => {
    const plan = await newPlan(t, { reading: 2, speaking: 3, total: 4 }, 'Prueba Lectura');
    const me = t.as(await newStudent(t, plan.id));
    for (const hora of ['08:00', '08:15']) {
      expect((await me.post('/api/sessions', booking('2026-11-23', hora, ana, 'reading-session'))).status).toBe(201);
    }
    const before = await sessionRows(t);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-23', '08:30', ana, 'reading-session')),
      409,
      typeLimit(2, 'reading', 'Prueba Lectura'),
    );
    expect(await sessionRows(t)).toBe(before);
    // The other type still has room until the total is reached.
    expect((await me.post('/api/sessions', booking('2026-11-23', '08:30', ana, 'speaking-session'))).status).toBe(201);
    expect((await me.post('/api/sessions', booking('2026-11-23', '08:45', ana, 'speaking-session'))).status).toBe(201);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-23', '09:00', ana, 'speaking-session')),
      409,
      totalLimit(4, 'Prueba Lectura'),
    );
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-23', '09:00', ana, 'reading-session')),
      409,
      typeLimit(2, 'reading', 'Prueba Lectura'),
    );
    expect(await sessionRows(t)).toBe(before + 2);
  });

  it('allows exactly the speaking limit, then refuses one more naming it', async () => {
    const plan = await newPlan(t, { reading: 5, speaking: 1, total: 5 }, 'Prueba Conversación');
    const me = t.as(await newStudent(t, plan.id));
    expect((await me.post('/api/sessions', booking('2026-11-23', '09:15', ana, 'speaking-session'))).status).toBe(201);
    const before = await sessionRows(t);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-23', '09:30', ana, 'speaking-session')),
      409,
      typeLimit(1, 'speaking', 'Prueba Conversación'),
    );
    expect(await sessionRows(t)).toBe(before);
  });

  it('says when the plan has no sessions of a type at all', async () => {
    const plan = await newPlan(t, { reading: 0, speaking: 2, total: 2 }, 'Solo Conversación');
    const before = await sessionRows(t);
    expectRefusal(
      await t
        .as(await newStudent(t, plan.id))
        .post('/api/sessions', booking('2026-11-23', '09:30', ana, 'reading-session')),
      409,
      'Tu plan Solo Conversación no incluye sesiones de reading. Elige otro tipo de sesión o pide un cambio de plan.',
    );
    expect(await sessionRows(t)).toBe(before);
  });

  it("counts the demo student's month: seeded upcoming sessions count, cancelled and last month's do not", async () => {
    const me = t.as('student1'); // Básico: 2 reading, 4 speaking, 6 in total
    const november = await t.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.user_id, t.people.student1.id),
          gte(sessions.meeting_time, new Date(at('2026-11-01', '00:00'))),
          lt(sessions.meeting_time, new Date(at('2026-12-01', '00:00'))),
        ),
      );
    const readingNow = november.filter((s) => s.estado !== 'cancelada' && s.type === 'reading-session').length;
    expect(readingNow).toBeLessThan(2);
    expect(november.some((s) => s.estado === 'cancelada')).toBe(true);
    const hours = ['10:00', '10:15', '10:30'];
    let booked = 0;
    for (const hora of hours.slice(0, 2 - readingNow)) {
      expect((await me.post('/api/sessions', booking('2026-11-25', hora, ana, 'reading-session'))).status).toBe(201);
      booked++;
    }
    expect(booked + readingNow).toBe(2);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-25', '10:45', ana, 'reading-session')),
      409,
      typeLimit(2, 'reading', 'Básico'),
    );
  });

  it('counts the whole calendar month of Mexico City: past sessions of this month too, not the previous month', async () => {
    const plan = await newPlan(t, { reading: 5, speaking: 5, total: 2 }, 'Prueba Mes');
    const student = await newStudent(t, plan.id);
    const row = (meeting_time: string) => ({
      id: newId(),
      user_id: student.id,
      tutor_id: sophie,
      type: 'speaking-session',
      estado: 'programada',
      meeting_time: new Date(meeting_time),
    });
    await t.db.insert(sessions).values([
      row('2026-11-01T03:00:00Z'), // 31 October 21:00 in Mexico City: last month
      row('2026-11-01T06:00:00Z'), // 1 November 00:00 in Mexico City: this month, already past
    ]);
    const me = t.as(student);
    expect((await me.post('/api/sessions', booking('2026-11-25', '11:00', ana))).status).toBe(201);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-25', '11:15', ana)),
      409,
      totalLimit(2, 'Prueba Mes'),
    );
  });

  it('gives back both the quota and the slot when a session is cancelled', async () => {
    const plan = await newPlan(t, { reading: 1, speaking: 1, total: 1 }, 'Prueba Cancelación');
    const me = t.as(await newStudent(t, plan.id));
    const first = await me.post('/api/sessions', booking('2026-11-25', '14:00', ana, 'reading-session'));
    expect(first.status).toBe(201);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-25', '14:15', ana, 'speaking-session')),
      409,
      totalLimit(1, 'Prueba Cancelación'),
    );
    expectRefusal(
      await t.as(await newStudent(t, plan.id)).post('/api/sessions', booking('2026-11-25', '14:00', ana)),
      409,
      TAKEN,
    );

    expect((await me.delete(`/api/sessions/${first.body.data.id}`)).status).toBe(200);
    const other = await t.as(await newStudent(t, plan.id)).post('/api/sessions', booking('2026-11-25', '14:00', ana));
    expect(other.status).toBe(201);
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect((await me.post('/api/sessions', booking('2026-11-25', '14:15', ana, 'speaking-session'))).status).toBe(201);
  });
});
