import { describe, expect, it } from 'vitest';
import { displayMonthOf, offersStartTime } from './offer';
import type { TutorSchedule } from './start-times';

const tutor: TutorSchedule = {
  id: 't',
  timezone: 'America/Costa_Rica',
  availability: { MONDAY: [{ start_time: 19 + 10 / 60, end_time: 20 }] },
  blocked_slots: [{ dates: [30], start_time: 19.5, end_time: 19.75 }],
};

describe('offersStartTime', () => {
  it.each([
    ['2026-11-24T01:10:00Z', true], // Monday 23, 19:10 Costa Rica: the slot start
    ['2026-11-24T01:25:00Z', true],
    ['2026-11-24T01:55:00Z', true], // 19:55 < 20:00
    ['2026-11-24T01:15:00Z', false], // off the slot's grid
    ['2026-11-24T01:00:00Z', false], // before the slot
    ['2026-11-24T02:10:00Z', false], // after it
    ['2026-11-25T01:10:00Z', false], // Tuesday
    ['2026-12-01T01:25:00Z', false], // Monday 30, 19:25 runs into the 19:30 block
    ['2026-12-01T01:10:00Z', true],
    ['2026-12-01T01:40:00Z', false], // inside the block
    ['2026-12-01T01:55:00Z', true],
    ['2026-11-24T01:10:30Z', false], // not on a whole minute
  ])('%s → %s', (instant, offered) => {
    expect(offersStartTime(tutor, new Date(instant))).toBe(offered);
  });

  it('offers only the first of a repeated autumn wall time', () => {
    const madrid: TutorSchedule = {
      id: 'm',
      timezone: 'Europe/Madrid',
      availability: { SUNDAY: [{ start_time: 2, end_time: 3 }] },
      blocked_slots: [],
    };
    expect(offersStartTime(madrid, new Date('2026-10-25T00:30:00Z'))).toBe(true); // 02:30 CEST
    expect(offersStartTime(madrid, new Date('2026-10-25T01:30:00Z'))).toBe(false); // 02:30 CET again
  });
});

describe('displayMonthOf', () => {
  it.each([
    ['2026-11-24T01:10:00Z', '2026-11-01T06:00:00.000Z', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01T05:59:00Z', '2026-11-01T06:00:00.000Z', '2026-12-01T06:00:00.000Z'], // still 30 Nov in Mexico City
    ['2026-12-31T23:00:00Z', '2026-12-01T06:00:00.000Z', '2027-01-01T06:00:00.000Z'],
    ['2024-02-29T12:00:00Z', '2024-02-01T06:00:00.000Z', '2024-03-01T06:00:00.000Z'],
  ])('%s → [%s, %s)', (instant, start, end) => {
    const month = displayMonthOf(new Date(instant));
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual([start, end]);
  });
});
