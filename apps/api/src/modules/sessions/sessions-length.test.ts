// SESSION_MINUTES other than 15 (DESIGN §6, §12): a session blocks its tutor and its student for its
// whole length, start times stay on the 15-minute grid, back-to-back sessions merge into one blocked
// range, and blocked_slots tells the booking screen the length so it offers what the server takes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import {
  NO_TUTOR,
  NOW,
  booking,
  demoTutors,
  expectRefusal,
  newPlan,
  newStudent,
  sessionRows,
} from '../../../test/booking';
import { BOOKING_CONFLICTS } from './booking';

let t: TestApp;
let ana: string;
let carlos: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW, SESSION_MINUTES: '30' });
  ({ ana, carlos } = demoTutors(t));
  roomyPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
});
afterAll(() => t.close());

const student = async () => t.as(await newStudent(t, roomyPlan));
/** Ana's blocked slots on Monday 23 November (no demo session falls on it). */
const anaOn23 = async () => {
  const res = await t.as('student1').get(`/api/tutors/${ana}/blocked_slots`);
  expect(res.status).toBe(200);
  return {
    sessionMinutes: res.body.data.session_minutes,
    slots: res.body.data.data.filter((slot: { dates: number[] }) => slot.dates.includes(23)),
  };
};

describe('with 30-minute sessions', () => {
  it('a booked 10:00 is blocked until 10:30, and blocked_slots says sessions last 30 minutes', async () => {
    expect((await anaOn23()).slots).toEqual([]);
    expect((await (await student()).post('/api/sessions', booking('2026-11-23', '10:00', ana))).status).toBe(201);
    expect(await anaOn23()).toEqual({ sessionMinutes: 30, slots: [{ dates: [23], start_time: 10, end_time: 10.5 }] });
  });

  it.each([['09:45'], ['10:15']])(
    'the tutor is taken at %s (it would overlap 10:00–10:30), nothing written',
    async (hora) => {
      const before = await sessionRows(t);
      expectRefusal(
        await (await student()).post('/api/sessions', booking('2026-11-23', hora, ana)),
        409,
        BOOKING_CONFLICTS.taken,
      );
      expect(await sessionRows(t)).toBe(before);
    },
  );

  it("'Any' at 10:15 finds no free tutor: Ana is the only one on Monday mornings", async () => {
    expectRefusal(await (await student()).post('/api/sessions', booking('2026-11-23', '10:15', 'any')), 409, NO_TUTOR);
  });

  it('10:30 and 09:30 are free; the three back-to-back sessions become one blocked range 9:30–11:00', async () => {
    expect((await (await student()).post('/api/sessions', booking('2026-11-23', '10:30', ana))).status).toBe(201);
    expect((await (await student()).post('/api/sessions', booking('2026-11-23', '09:30', ana))).status).toBe(201);
    expect((await anaOn23()).slots).toEqual([{ dates: [23], start_time: 9.5, end_time: 11 }]);
  });

  it('a student is busy for the length of their own session, with another tutor too', async () => {
    const me = await student();
    expect((await me.post('/api/sessions', booking('2026-11-23', '18:00', carlos))).status).toBe(201);
    expectRefusal(
      await me.post('/api/sessions', booking('2026-11-23', '18:15', 'any')),
      409,
      BOOKING_CONFLICTS.studentBusy,
    );
  });

  it('start times stay on the 15-minute grid', async () => {
    expectRefusal(
      await (await student()).post('/api/sessions', booking('2026-11-23', '14:10', ana)),
      409,
      BOOKING_CONFLICTS.notOffered,
    );
    expect((await (await student()).post('/api/sessions', booking('2026-11-23', '14:15', ana))).status).toBe(201);
  });
});
