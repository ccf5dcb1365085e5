// Labels of the booking form's options: a display-zone date key and a 24-hour 'HH:MM' time.
import { formatHour12, parseHourMinute } from '../availability/hours';
import { parseDateKey } from '../time/calendar';
import { DISPLAY_LOCALE } from '../time/zones';

const longDate = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const longDateNoYear = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/**
 * '2026-11-23' → 'lunes, 23 de noviembre de 2026', or without the year 'lunes, 23 de noviembre' (the
 * booking window never leaves the month); a calendar date, so no zone shift; '' if invalid.
 */
export function formatDateKeyLong(key: string, { withYear = true }: { withYear?: boolean } = {}): string {
  const date = parseDateKey(key);
  if (!date) return '';
  return (withYear ? longDate : longDateNoYear).format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)));
}

/** '19:15' → '7:15 p.m.'; '' if it is not a 24-hour time. */
export function formatTimeKey12(time: string): string {
  const hours = parseHourMinute(time);
  return hours === null ? '' : formatHour12(hours);
}
