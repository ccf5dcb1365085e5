// Booked sessions shown to clients as blocked slots of the tutor (DESIGN §6): in the tutor's own wall
// clock, like availability and manual blocks, so the booking screen never offers a taken time.
// Back-to-back bookings merge into one range, and ranges that repeat on several days share one entry:
// a busy month is a handful of slots, not one per session.
import type { BlockedSlot } from '../availability/schedule';
import { zoneClock } from '../time/zone-clock';
import { DEFAULT_TUTOR_TIME_ZONE } from '../time/zones';
import { DEFAULT_SESSION_MINUTES } from './start-times';

const DAY_MINUTES = 24 * 60;

const MINUTE_MS = 60_000;

/** Back-to-back bookings: starts at `first`, `first + sessionMinutes`, … up to `last` (epoch ms). */
export interface BookedRun {
  first: number;
  last: number;
}

/** Meeting times grouped into runs of back-to-back bookings (any order in, sorted runs out). */
export function bookedRuns(meetingTimes: readonly Date[], sessionMinutes = DEFAULT_SESSION_MINUTES): BookedRun[] {
  const step = sessionMinutes * MINUTE_MS;
  const times = meetingTimes.map((time) => time.getTime()).sort((a, b) => a - b);
  const runs: BookedRun[] = [];
  for (const time of times) {
    const run = runs[runs.length - 1];
    if (run && time === run.last + step) run.last = time;
    else if (!run || time !== run.last) runs.push({ first: time, last: time });
  }
  return runs;
}

export function bookedAsBlockedSlots(
  meetingTimes: readonly Date[],
  timezone: string | null | undefined,
  sessionMinutes = DEFAULT_SESSION_MINUTES,
): BlockedSlot[] {
  return bookedRunsAsBlockedSlots(bookedRuns(meetingTimes, sessionMinutes), timezone, sessionMinutes);
}

/**
 * Runs of bookings (as the server reads them, grouped in SQL) as blocked slots: each run becomes one
 * range per local day it touches, so a busy month costs a few conversions, not one per session. On a
 * day whose offset changes (daylight saving) each session is converted on its own.
 */
export function bookedRunsAsBlockedSlots(
  runs: readonly BookedRun[],
  timezone: string | null | undefined,
  sessionMinutes = DEFAULT_SESSION_MINUTES,
): BlockedSlot[] {
  const clock = zoneClock(timezone || DEFAULT_TUTOR_TIME_ZONE);
  const step = sessionMinutes * MINUTE_MS;
  const byDay = new Map<number, [number, number][]>();
  for (const run of runs) {
    for (let time = run.first; time <= run.last;) {
      const wall = clock.wallAt(time);
      const offset = clock.steadyOffsetOn(wall.date);
      let lastToday = time;
      if (offset !== null) {
        const nextMidnight = Date.UTC(wall.date.year, wall.date.month - 1, wall.date.day + 1) - offset * MINUTE_MS;
        lastToday = Math.min(run.last, time + Math.floor((nextMidnight - 1 - time) / step) * step);
      }
      const end = wall.minutes + (lastToday - time) / MINUTE_MS + sessionMinutes;
      const ranges = byDay.get(wall.date.day) ?? [];
      ranges.push([wall.minutes, Math.min(DAY_MINUTES, end)]);
      byDay.set(wall.date.day, ranges);
      time = lastToday + step;
    }
  }
  return mergedByDay(byDay);
}

/** Each day's ranges merged where they touch or overlap; equal ranges on several days share one slot. */
function mergedByDay(byDay: Map<number, [number, number][]>): BlockedSlot[] {
  const byRange = new Map<string, BlockedSlot>();
  for (const [day, ranges] of [...byDay.entries()].sort((a, b) => a[0] - b[0])) {
    ranges.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const range of ranges) {
      const last = merged[merged.length - 1];
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push([...range]);
    }
    for (const [start, end] of merged) {
      const key = `${start}-${end}`;
      const slot = byRange.get(key);
      if (slot) slot.dates.push(day);
      else byRange.set(key, { dates: [day], start_time: start / 60, end_time: end / 60 });
    }
  }
  return [...byRange.values()];
}

/**
 * The blocked slots without one booking's own time (a session being rescheduled frees its slot for
 * itself, as the server does): a range holding it is split around it on that day.
 */
export function withoutBooking(
  blocked: readonly BlockedSlot[],
  booking: { day: number; start_time: number; end_time: number },
): BlockedSlot[] {
  const toMinutes = (hours: number) => Math.round(hours * 60);
  const [start, end] = [toMinutes(booking.start_time), toMinutes(booking.end_time)];
  const result: BlockedSlot[] = [];
  for (const slot of blocked) {
    const [from, to] = [toMinutes(slot.start_time), toMinutes(slot.end_time)];
    if (!slot.dates.includes(booking.day) || to <= start || end <= from) {
      result.push(slot);
      continue;
    }
    const otherDays = slot.dates.filter((day) => day !== booking.day);
    if (otherDays.length > 0) result.push({ ...slot, dates: otherDays });
    if (from < start) result.push({ dates: [booking.day], start_time: slot.start_time, end_time: start / 60 });
    if (end < to) result.push({ dates: [booking.day], start_time: end / 60, end_time: slot.end_time });
  }
  return result;
}
