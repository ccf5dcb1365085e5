// Booked sessions shown to clients as blocked slots of the tutor (DESIGN §6): in the tutor's own wall
// clock, like availability and manual blocks, so the booking screen never offers a taken time.
// Back-to-back bookings merge into one range, and ranges that repeat on several days share one entry:
// a busy month is a handful of slots, not one per session.
import type { BlockedSlot } from '../availability/schedule';
import { ZoneClock } from '../time/zone-clock';
import { DEFAULT_TUTOR_TIME_ZONE } from '../time/zones';
import { DEFAULT_SESSION_MINUTES } from './start-times';

const DAY_MINUTES = 24 * 60;

export function bookedAsBlockedSlots(
  meetingTimes: readonly Date[],
  timezone: string | null | undefined,
  sessionMinutes = DEFAULT_SESSION_MINUTES,
): BlockedSlot[] {
  const clock = new ZoneClock(timezone || DEFAULT_TUTOR_TIME_ZONE);
  const byDay = new Map<number, [number, number][]>();
  for (const time of meetingTimes) {
    const wall = clock.wallAt(time.getTime());
    const ranges = byDay.get(wall.date.day) ?? [];
    ranges.push([wall.minutes, Math.min(DAY_MINUTES, wall.minutes + sessionMinutes)]);
    byDay.set(wall.date.day, ranges);
  }
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
export function withoutBooking(blocked: readonly BlockedSlot[], booking: { day: number; start_time: number; end_time: number }): BlockedSlot[] {
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
