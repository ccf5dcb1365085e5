// The booking window (spec part 1 §5, DESIGN §6): from tomorrow to the end of the current month in
// the display zone; nothing when tomorrow is already next month.
import { addDays, toDateKey, type CalendarDate } from '../time/calendar';
import { daysInMonth } from '../time/wall-clock';
import { type ZoneClock, zoneClock } from '../time/zone-clock';
import { DISPLAY_TIME_ZONE } from '../time/zones';

export interface BookingWindow {
  /** Bookable dates in the display zone, 'YYYY-MM-DD', in order. */
  dates: string[];
  /** First bookable instant (tomorrow 00:00 in the display zone), epoch ms. */
  start: number;
  /** First instant after the window (the 1st of next month 00:00 in the display zone), epoch ms. */
  end: number;
}

export function bookingWindow(now: Date, zone = DISPLAY_TIME_ZONE, clock = zoneClock(zone)): BookingWindow {
  const today = clock.wallAt(now.getTime()).date;
  const tomorrow = addDays(today, 1);
  if (tomorrow.month !== today.month) return { dates: [], start: now.getTime(), end: now.getTime() };
  const last = daysInMonth(today.year, today.month);
  const dates: string[] = [];
  for (let day = tomorrow.day; day <= last; day++) dates.push(toDateKey({ ...today, day }));
  const firstOfNext: CalendarDate = addDays({ ...today, day: last }, 1);
  return {
    dates,
    start: midnight(clock, tomorrow),
    end: midnight(clock, firstOfNext),
  };
}

/** The first instant of a date in a zone (00:00, or the first minute after a gap at midnight). */
export function midnight(clock: ZoneClock, date: CalendarDate): number {
  for (let minutes = 0; minutes < 180; minutes += 15) {
    const instant = clock.instantAt(date, minutes);
    if (instant !== null) return instant;
  }
  throw new Error(`sin medianoche en ${clock.zone} para ${toDateKey(date)}`);
}
