// The last evening of a month (spec part 1 §5): when tomorrow is already next month nothing is bookable.
// FIXED_NOW is 1 November 03:00 UTC, which is still 31 October 21:00 in Mexico City: a server that
// read the calendar in UTC would open 2–30 November here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { booking, expectRefusal, newPlan, newStudent, sessionRows, demoTutors } from '../../../test/booking';
import { BOOKING_CONFLICTS } from './booking';

let t: TestApp;
let ana: string;
let carlos: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: '2026-11-01T03:00:00Z' });
  ({ ana, carlos } = demoTutors(t));
});
afterAll(() => t.close());

describe('on the last evening of October in Mexico City', () => {
  it.each([
    ['today', '2026-10-31', '22:00', 'any'],
    ['tomorrow, already November', '2026-11-02', '10:00', 'ana'],
    ['a Monday later in November', '2026-11-02', '18:30', 'carlos'],
    ["the 1st of November by UTC's calendar", '2026-11-01', '10:00', 'any'],
    ['the end of November', '2026-11-30', '10:00', 'ana'],
  ])('refuses %s, writing nothing', async (_, fecha, hora, who) => {
    const tutorId = ({ ana, carlos } as Record<string, string>)[who] ?? who;
    const plan = await newPlan(t, { reading: 5, speaking: 5, total: 5 });
    const before = await sessionRows(t);
    expectRefusal(
      await t.as(await newStudent(t, plan.id)).post('/api/sessions', booking(fecha, hora, tutorId)),
      409,
      BOOKING_CONFLICTS.window,
    );
    expect(await sessionRows(t)).toBe(before);
  });

  it('shows no booked times as blocked slots, only the manual blocks', async () => {
    const res = await t.as('student3').get(`/api/tutors/${carlos}/blocked_slots`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([{ dates: [15, 16], start_time: 18, end_time: 19 }]);
  });
});
