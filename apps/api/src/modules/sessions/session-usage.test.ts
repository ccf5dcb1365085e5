// GET /api/session_usage (issue 48): the caller's sessions this month under their plan, used and
// remaining per type and in total, counted as the booking check counts them — so `remaining` more
// bookings of a type succeed and the next one is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionType, SessionUsage } from '@charla/domain/booking';
import { startTestApp, type Client, type TestApp } from '../../../test/app';
import { NOW, booking, demoTutors, newPlan, newStudent, sessionRows } from '../../../test/booking';
import { sessions } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana } = demoTutors(t));
});
afterAll(() => t.close());

async function usageOf(client: Client): Promise<SessionUsage> {
  const res = await client.get('/api/session_usage');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const remaining = (usage: SessionUsage, type: SessionType) =>
  usage.usage!.types.find((e) => e.type === type)!.remaining;

/** Ana's free times on Friday 27 November (one per booking here). */
const FRIDAY = ['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00', '10:15'];

describe('GET /api/session_usage', () => {
  it("says the month, the plan, and per type what is used and what is left (the total's room included)", async () => {
    const plan = await newPlan(t, { reading: 2, speaking: 3, total: 4 }, 'Uso Mes');
    const me = t.as(await newStudent(t, plan.id));
    expect(await usageOf(me)).toEqual({
      month: '2026-11',
      plan_name: 'Uso Mes',
      usage: {
        types: [
          { type: 'speaking-session', used: 0, limit: 3, remaining: 3 },
          { type: 'reading-session', used: 0, limit: 2, remaining: 2 },
        ],
        total: { used: 0, limit: 4, remaining: 4 },
      },
    });
    expect((await me.post('/api/sessions', booking('2026-11-27', '08:00', ana, 'reading-session'))).status).toBe(201);
    expect((await me.post('/api/sessions', booking('2026-11-27', '08:15', ana, 'speaking-session'))).status).toBe(201);
    expect((await me.post('/api/sessions', booking('2026-11-27', '08:30', ana, 'speaking-session'))).status).toBe(201);
    // Reading: 1 of 2 used, but only 1 of the total's 4 is left — so 1 for either type.
    expect((await usageOf(me)).usage).toEqual({
      types: [
        { type: 'speaking-session', used: 2, limit: 3, remaining: 1 },
        { type: 'reading-session', used: 1, limit: 2, remaining: 1 },
      ],
      total: { used: 3, limit: 4, remaining: 1 },
    });
  });

  it('leaves exactly as many bookings as it says, per type, and a cancellation gives one back', async () => {
    const plan = await newPlan(t, { reading: 2, speaking: 4, total: 5 });
    const me = t.as(await newStudent(t, plan.id));
    const times = [...FRIDAY].map((hora) => ['2026-11-20', hora] as const);
    let ids: string[] = [];
    for (const type of ['reading-session', 'speaking-session'] as const) {
      const left = remaining(await usageOf(me), type);
      for (let k = 0; k < left; k++) {
        const [fecha, hora] = times.shift()!;
        const res = await me.post('/api/sessions', booking(fecha, hora, ana, type));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids = [...ids, res.body.data.id];
      }
      expect(remaining(await usageOf(me), type)).toBe(0);
      const before = await sessionRows(t);
      const [fecha, hora] = times[0]!;
      expect((await me.post('/api/sessions', booking(fecha, hora, ana, type))).status).toBe(409);
      expect(await sessionRows(t)).toBe(before);
    }
    expect((await usageOf(me)).usage!.total).toEqual({ used: 5, limit: 5, remaining: 0 });
    expect((await me.delete(`/api/sessions/${ids[0]}`)).status).toBe(200);
    const after = await usageOf(me);
    expect(after.usage!.total).toEqual({ used: 4, limit: 5, remaining: 1 });
    expect(remaining(after, 'reading-session')).toBe(1);
  });

  it("counts the whole month of Mexico City, past sessions of it too, and only the caller's own", async () => {
    const plan = await newPlan(t, { reading: 5, speaking: 5, total: 5 });
    const student = await newStudent(t, plan.id);
    const other = await newStudent(t, plan.id);
    const row = (userId: string, meeting_time: string, estado = 'programada') => ({
      id: newId(),
      user_id: userId,
      tutor_id: ana,
      type: 'speaking-session',
      estado,
      meeting_time: new Date(meeting_time),
    });
    await t.db.insert(sessions).values([
      row(student.id, '2026-11-01T03:00:00Z'), // 31 October 21:00 in Mexico City: last month
      row(student.id, '2026-11-01T06:00:00Z'), // 1 November 00:00 in Mexico City: this month, past
      row(student.id, '2026-11-02T16:00:00Z', 'cancelada'),
      row(student.id, '2026-12-01T06:00:00Z'), // next month
      row(other.id, '2026-11-03T16:00:00Z'),
    ]);
    const usage = await usageOf(t.as(student));
    expect(usage.usage!.types[0]).toEqual({ type: 'speaking-session', used: 1, limit: 5, remaining: 4 });
    expect(usage.usage!.total.used).toBe(1);
  });

  it('says so when there is no plan, and asks who is calling', async () => {
    expect(await usageOf(t.as(await newStudent(t, null)))).toEqual({ month: '2026-11', plan_name: null, usage: null });
    expect(await usageOf(t.as('admin'))).toMatchObject({ plan_name: null, usage: null });
    expect((await t.anon.get('/api/session_usage')).status).toBe(401);
  });

  it("shows a demo student's month: Camila (Francés) has one speaking and one reading session booked", async () => {
    expect(await usageOf(t.as('student5'))).toEqual({
      month: '2026-11',
      plan_name: 'Francés',
      usage: {
        types: [
          { type: 'speaking-session', used: 1, limit: 2, remaining: 1 },
          { type: 'reading-session', used: 1, limit: 2, remaining: 1 },
        ],
        total: { used: 2, limit: 4, remaining: 2 },
      },
    });
  });
});
