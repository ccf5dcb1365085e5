// Booked runs as blocked slots, checked against the plain definition: every session on its own,
// converted to the tutor's wall clock, ranges merged per day. Random bookings over weeks that hold
// daylight-saving changes (Madrid 25 Oct, New York 1 Nov 2026, Lord Howe's half hour on 4 Oct).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockedSlot } from '../availability/schedule';
import { toWallClock } from '../time/wall-clock';
import { bookedAsBlockedSlots, bookedRuns, bookedRunsAsBlockedSlots } from './booked';

const DAY_MINUTES = 24 * 60;
const STEP_MS = 15 * 60_000;

/**
 * The definition, minute by minute: each session converted on its own (exact per-instant conversion)
 * blocks its minutes of its local day; each maximal stretch of blocked minutes is a range.
 */
function reference(times: readonly Date[], zone: string, sessionMinutes: number): BlockedSlot[] {
  const minutesByDay = new Map<number, boolean[]>();
  for (const time of times) {
    const wall = toWallClock(time, zone);
    const from = wall.hour * 60 + wall.minute;
    const blocked = minutesByDay.get(wall.day) ?? new Array<boolean>(DAY_MINUTES).fill(false);
    for (let minute = from; minute < Math.min(DAY_MINUTES, from + sessionMinutes); minute++) blocked[minute] = true;
    minutesByDay.set(wall.day, blocked);
  }
  const slots: BlockedSlot[] = [];
  for (const [day, blocked] of [...minutesByDay.entries()].sort((a, b) => a[0] - b[0])) {
    for (let minute = 0; minute < DAY_MINUTES; minute++) {
      if (!blocked[minute] || blocked[minute - 1]) continue;
      let end = minute;
      while (end < DAY_MINUTES && blocked[end]) end++;
      const same = slots.find((slot) => slot.start_time === minute / 60 && slot.end_time === end / 60);
      if (same) same.dates.push(day);
      else slots.push({ dates: [day], start_time: minute / 60, end_time: end / 60 });
    }
  }
  return slots;
}

const sorted = (slots: BlockedSlot[]) =>
  [...slots].sort((a, b) => a.start_time - b.start_time || a.end_time - b.end_time);

describe('bookedRuns', () => {
  it('groups back-to-back starts, in any order, and ignores repeats', () => {
    const at = (iso: string) => new Date(iso);
    const times = [
      '2026-11-24T01:30:00Z',
      '2026-11-24T01:00:00Z',
      '2026-11-24T01:15:00Z',
      '2026-11-24T01:15:00Z',
      '2026-11-24T02:00:00Z',
    ].map(at);
    expect(bookedRuns(times, 15)).toEqual([
      { first: Date.parse('2026-11-24T01:00:00Z'), last: Date.parse('2026-11-24T01:30:00Z') },
      { first: Date.parse('2026-11-24T02:00:00Z'), last: Date.parse('2026-11-24T02:00:00Z') },
    ]);
    expect(bookedRuns(times, 30)).toHaveLength(3);
  });
});

describe('bookedRunsAsBlockedSlots', () => {
  it("splits a run at the tutor's midnight and caps the day at 24:00", () => {
    // Costa Rica (UTC−6): 23 Nov 23:00 to 24 Nov 01:00, back to back.
    const first = Date.parse('2026-11-24T05:00:00Z');
    expect(bookedRunsAsBlockedSlots([{ first, last: first + 7 * STEP_MS }], 'America/Costa_Rica')).toEqual([
      { dates: [23], start_time: 23, end_time: 24 },
      { dates: [24], start_time: 0, end_time: 1 },
    ]);
  });

  it.each([
    ['Europe/Madrid', '2026-10-25T01:00:00Z'],
    ['Europe/Madrid', '2026-03-29T01:00:00Z'],
    ['America/New_York', '2026-11-01T06:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
  ])('matches the definition for back-to-back bookings across the change in %s at %s', (zone, change) => {
    for (const sessionMinutes of [15, 30, 60]) {
      const step = sessionMinutes * 60_000;
      const times = Array.from(
        { length: (6 * 60) / sessionMinutes + 1 },
        (_, i) => new Date(Date.parse(change) - 3 * 3_600_000 + i * step),
      );
      expect(sorted(bookedAsBlockedSlots(times, zone, sessionMinutes))).toEqual(
        sorted(reference(times, zone, sessionMinutes)),
      );
    }
  });

  it('gives the same slots as converting each session on its own, across daylight-saving changes', () => {
    const from = Date.parse('2026-10-02T00:00:00Z');
    const gridSize = (36 * 24 * 60) / 15;
    fc.assert(
      fc.property(
        fc.constantFrom(
          'America/Costa_Rica',
          'Europe/Madrid',
          'America/New_York',
          'Australia/Lord_Howe',
          'Asia/Kolkata',
        ),
        fc.constantFrom(15, 30, 45, 60),
        fc.uniqueArray(fc.integer({ min: 0, max: gridSize - 1 }), { maxLength: 400 }),
        fc.boolean(),
        (zone, sessionMinutes, steps, clustered) => {
          // Clustered: long back-to-back stretches (busy tutors), else scattered single bookings.
          const chosen = clustered
            ? steps.flatMap((s) => Array.from({ length: 1 + (s % 40) }, (_, i) => s + i))
            : steps;
          const times = [...new Set(chosen)].filter((s) => s < gridSize).map((s) => new Date(from + s * STEP_MS));
          expect(sorted(bookedAsBlockedSlots(times, zone, sessionMinutes))).toEqual(
            sorted(reference(times, zone, sessionMinutes)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
