// One-instant checks the server runs on every booking, with the same rules as the lists the booking
// screen shows (start-times.ts).
import { WEEKDAYS } from '../availability/weekdays';
import { addDays } from '../time/calendar';
import { isoWeekdayIndex } from '../time/wall-clock';
import { zoneClock } from '../time/zone-clock';
import { DEFAULT_TUTOR_TIME_ZONE, DISPLAY_TIME_ZONE } from '../time/zones';
import { DEFAULT_SESSION_MINUTES, SLOT_STEP_MINUTES, type TutorSchedule } from './start-times';
import { midnight } from './window';

const toMinutes = (hours: number) => Math.round(hours * 60);

/** Whether the tutor's availability and manual blocks offer a session starting at `instant`. */
export function offersStartTime(
  tutor: TutorSchedule,
  instant: Date,
  sessionMinutes = DEFAULT_SESSION_MINUTES,
): boolean {
  const ms = instant.getTime();
  if (ms % 60_000 !== 0) return false;
  const clock = zoneClock(tutor.timezone || DEFAULT_TUTOR_TIME_ZONE);
  const { date, minutes } = clock.wallAt(ms);
  // The same wall time twice (autumn change): only the first is offered, as in the lists.
  if (clock.instantAt(date, minutes) !== ms) return false;
  const slots = tutor.availability[WEEKDAYS[isoWeekdayIndex(date.year, date.month, date.day)]!] ?? [];
  const onGrid = slots.some((slot) => {
    const start = toMinutes(slot.start_time);
    return start <= minutes && minutes < toMinutes(slot.end_time) && (minutes - start) % SLOT_STEP_MINUTES === 0;
  });
  if (!onGrid) return false;
  return !tutor.blocked_slots.some(
    (block) =>
      block.dates.includes(date.day) &&
      minutes < toMinutes(block.end_time) &&
      toMinutes(block.start_time) < minutes + sessionMinutes,
  );
}

/** The calendar month (display zone) holding `instant`, as [start, end) instants: quotas count in it. */
export function displayMonthOf(instant: Date, zone = DISPLAY_TIME_ZONE): { start: Date; end: Date } {
  const clock = zoneClock(zone);
  const { date } = clock.wallAt(instant.getTime());
  const first = { year: date.year, month: date.month, day: 1 };
  const next = addDays({ year: date.year, month: date.month, day: 28 }, 7);
  return {
    start: new Date(midnight(clock, first)),
    end: new Date(midnight(clock, { year: next.year, month: next.month, day: 1 })),
  };
}
