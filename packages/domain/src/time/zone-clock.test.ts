// ZoneClock: the fast per-zone conversions, checked against the exact Intl conversion on every
// quarter hour of weeks holding daylight-saving changes; the shared clock answers the same.
import { describe, expect, it } from 'vitest';
import { toWallClock } from './wall-clock';
import { ZoneClock, zoneClock } from './zone-clock';

const QUARTER = 15 * 60_000;

describe('ZoneClock', () => {
  it.each([
    ['Europe/Madrid', '2026-10-22T00:00:00Z'],
    ['America/New_York', '2026-10-29T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-01T00:00:00Z'],
    ['America/Mexico_City', '2026-11-20T00:00:00Z'],
  ])('gives the exact wall clock of every quarter hour for a week in %s from %s', (zone, from) => {
    const start = Date.parse(from);
    for (const clock of [new ZoneClock(zone), zoneClock(zone)]) {
      for (let ms = start; ms < start + 7 * 86_400_000; ms += QUARTER) {
        const exact = toWallClock(new Date(ms), zone);
        const wall = clock.wallAt(ms);
        expect([wall.date.year, wall.date.month, wall.date.day, wall.minutes]).toEqual([
          exact.year,
          exact.month,
          exact.day,
          exact.hour * 60 + exact.minute,
        ]);
      }
    }
  });

  it('is shared per zone', () => {
    expect(zoneClock('Europe/Madrid')).toBe(zoneClock('Europe/Madrid'));
    expect(zoneClock('Europe/Madrid')).not.toBe(zoneClock('America/New_York'));
  });
});
