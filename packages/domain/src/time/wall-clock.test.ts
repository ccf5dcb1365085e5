import { describe, expect, it } from 'vitest';
import { daysInMonth, fromWallClock, isoWeekdayIndex, toWallClock, zoneOffsetMinutes } from './index';

describe('zone offsets', () => {
  it.each([
    ['America/Mexico_City', '2026-07-01T12:00:00Z', -360], // no DST since 2022
    ['America/Costa_Rica', '2026-07-01T12:00:00Z', -360],
    ['Europe/Madrid', '2026-01-15T12:00:00Z', 60],
    ['Europe/Madrid', '2026-07-15T12:00:00Z', 120],
    ['America/New_York', '2026-03-08T06:59:00Z', -300],
    ['America/New_York', '2026-03-08T07:00:00Z', -240],
  ])('%s at %s is %i minutes', (zone, instant, offset) => {
    expect(zoneOffsetMinutes(new Date(instant), zone)).toBe(offset);
  });
});

describe('wall clock ↔ instant', () => {
  it('reads the wall clock in a zone', () => {
    expect(toWallClock(new Date('2026-11-21T21:30:45Z'), 'America/Mexico_City')).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 15,
      minute: 30,
      second: 45,
    });
  });

  it.each([
    ['America/Costa_Rica', { year: 2026, month: 11, day: 23, hour: 19, minute: 15 }, '2026-11-24T01:15:00.000Z'],
    ['Europe/Madrid', { year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, '2026-03-29T00:30:00.000Z'],
    // 02:30 does not exist in Madrid on 29 March 2026 (clocks jump 02:00 → 03:00): the instant after the gap.
    ['Europe/Madrid', { year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, '2026-03-29T01:30:00.000Z'],
    ['Europe/Madrid', { year: 2026, month: 3, day: 29, hour: 3, minute: 0 }, '2026-03-29T01:00:00.000Z'],
    // 02:30 happens twice on 25 October 2026 (03:00 → 02:00): the earlier one.
    ['Europe/Madrid', { year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, '2026-10-25T00:30:00.000Z'],
    ['Europe/Madrid', { year: 2026, month: 10, day: 25, hour: 3, minute: 30 }, '2026-10-25T02:30:00.000Z'],
  ])('%s %o → %s', (zone, wall, iso) => {
    expect(fromWallClock(wall, zone).toISOString()).toBe(iso);
  });

  it('round-trips every quarter hour of a year in Mexico City', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60000 * 97) {
      const wall = toWallClock(new Date(t), 'America/Mexico_City');
      expect(fromWallClock(wall, 'America/Mexico_City').getTime()).toBe(t);
    }
  });
});

describe('calendar', () => {
  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('numbers weekdays from Monday', () => {
    expect(isoWeekdayIndex(2026, 11, 23)).toBe(0); // Monday
    expect(isoWeekdayIndex(2026, 11, 22)).toBe(6); // Sunday
    expect(isoWeekdayIndex(2024, 2, 29)).toBe(3); // Thursday
  });
});
