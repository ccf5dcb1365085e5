// Bookable start times (spec part 1 §5, DESIGN §6): the 15-minute steps of each availability slot
// (start inclusive, end exclusive) in the tutor's own zone, without those that run into a blocked slot
// of that day of the month, inside the booking window; then shown by date and time in the display zone.
// The booking screen and the server both use these functions.
import type { Availability, BlockedSlot } from '../availability/schedule';
import { WEEKDAYS } from '../availability/weekdays';
import { addDays, compareDates } from '../time/calendar';
import { isoWeekdayIndex } from '../time/wall-clock';
import { zoneClock, dateAndTimeIn } from '../time/zone-clock';
import { DEFAULT_TUTOR_TIME_ZONE, DISPLAY_TIME_ZONE } from '../time/zones';
import type { BookingWindow } from './window';

export const SLOT_STEP_MINUTES = 15;
export const DEFAULT_SESSION_MINUTES = 15;

export interface TutorSchedule {
  id: string;
  timezone?: string | null;
  availability: Availability;
  /** Manual blocks and, from the server, booked times: wall-clock hours on days of the month. */
  blocked_slots: BlockedSlot[];
}

/** Zone conversions come from the process's shared clock per zone (`zoneClock`). */
export interface StartTimeOptions {
  sessionMinutes?: number;
}

const toMinutes = (hours: number) => Math.round(hours * 60);
const MINUTE_MS = 60_000;

/** Calls `push` with every bookable start instant (epoch ms) of one tutor inside the window. */
function eachStartTime(
  tutor: TutorSchedule,
  window: BookingWindow,
  options: StartTimeOptions,
  push: (instant: number) => void,
): void {
  if (window.dates.length === 0) return;
  const sessionMinutes = options.sessionMinutes ?? DEFAULT_SESSION_MINUTES;
  const clock = zoneClock(tutor.timezone || DEFAULT_TUTOR_TIME_ZONE);
  const first = clock.wallAt(window.start).date;
  const last = clock.wallAt(window.end - 1).date;
  const blocks = tutor.blocked_slots.map((block) => ({
    dates: new Set(block.dates),
    start: toMinutes(block.start_time),
    end: toMinutes(block.end_time),
  }));
  for (let date = first; compareDates(date, last) <= 0; date = addDays(date, 1)) {
    const slots = tutor.availability[WEEKDAYS[isoWeekdayIndex(date.year, date.month, date.day)]!];
    if (!slots?.length) continue;
    const dayBlocks = blocks.filter((block) => block.dates.has(date.day));
    // Almost every day has one offset all day: plain arithmetic. A daylight-saving day converts each time.
    const offset = clock.steadyOffsetOn(date);
    const midnightUtc = Date.UTC(date.year, date.month - 1, date.day);
    for (const slot of slots) {
      const end = toMinutes(slot.end_time);
      for (let minutes = toMinutes(slot.start_time); minutes < end; minutes += SLOT_STEP_MINUTES) {
        if (dayBlocks.length > 0 && dayBlocks.some((b) => minutes < b.end && b.start < minutes + sessionMinutes))
          continue;
        const instant = offset !== null ? midnightUtc + (minutes - offset) * MINUTE_MS : clock.instantAt(date, minutes);
        if (instant === null || instant < window.start || instant >= window.end) continue;
        push(instant);
      }
    }
  }
}

/** Every bookable start instant (epoch ms, ascending) of one tutor inside the window. */
export function tutorStartTimes(tutor: TutorSchedule, window: BookingWindow, options: StartTimeOptions = {}): number[] {
  const result: number[] = [];
  eachStartTime(tutor, window, options, (instant) => result.push(instant));
  return result.sort((a, b) => a - b);
}

/**
 * The virtual 'Any' tutor: the union of every tutor's start times; a time offered by several tutors
 * appears once and remembers all of them (in the order the tutors were given). Times fall on whole
 * minutes, so one bucket per minute of the window collects them in order without sorting.
 */
export function anyTutorStartTimes(
  tutors: readonly TutorSchedule[],
  window: BookingWindow,
  options: StartTimeOptions = {},
): Map<number, string[]> {
  const union = new Map<number, string[]>();
  if (window.dates.length === 0) return union;
  const firstMinute = Math.floor(window.start / MINUTE_MS);
  const buckets: (string[] | undefined)[] = new Array(Math.ceil(window.end / MINUTE_MS) - firstMinute);
  for (const tutor of tutors) {
    eachStartTime(tutor, window, options, (instant) => {
      const index = Math.floor(instant / MINUTE_MS) - firstMinute;
      const ids = buckets[index];
      if (!ids) buckets[index] = [tutor.id];
      else if (ids[ids.length - 1] !== tutor.id) ids.push(tutor.id);
    });
  }
  buckets.forEach((ids, index) => {
    if (ids) union.set((firstMinute + index) * MINUTE_MS, ids);
  });
  return union;
}

export interface StartTime {
  /** Epoch ms. */
  instant: number;
  /** Display-zone date 'YYYY-MM-DD' and 24-hour time 'HH:MM' (the booking payload's fecha and hora). */
  date: string;
  time: string;
  tutorIds: string[];
}

/** Start times grouped by display date, each day's times in order. */
export function groupByDisplayDate(
  times: Map<number, string[]> | { instants: number[]; tutorId: string },
  zone = DISPLAY_TIME_ZONE,
  clock = zoneClock(zone),
): Map<string, StartTime[]> {
  const entries: [number, string[]][] =
    times instanceof Map ? [...times.entries()] : times.instants.map((instant) => [instant, [times.tutorId]]);
  const byDate = new Map<string, StartTime[]>();
  for (const [instant, tutorIds] of entries) {
    const { date, time } = dateAndTimeIn(clock, instant);
    const list = byDate.get(date);
    const entry = { instant, date, time, tutorIds };
    if (list) list.push(entry);
    else byDate.set(date, [entry]);
  }
  return byDate;
}
