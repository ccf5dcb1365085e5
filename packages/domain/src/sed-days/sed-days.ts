// The plan's SED submission days (spec part 1 §3 Plan.sed_submission_days; DESIGN §8): which weekday
// it is in the display zone, whether a SED may be sent on it, and how the days read in Spanish.
// The server decides (409 naming the days); clients mirror it for comfort with the same rule.
import { WEEKDAYS, type Weekday } from '../availability/weekdays';
import { toWallClock, isoWeekdayIndex } from '../time/wall-clock';
import { DISPLAY_TIME_ZONE } from '../time/zones';

/** Weekday names as used after 'los' (plural: 'los sábados', 'los lunes'). */
export const WEEKDAY_PLURALS_ES: Record<Weekday, string> = {
  MONDAY: 'lunes',
  TUESDAY: 'martes',
  WEDNESDAY: 'miércoles',
  THURSDAY: 'jueves',
  FRIDAY: 'viernes',
  SATURDAY: 'sábados',
  SUNDAY: 'domingos',
};

const WEEKDAY_SINGULARS_ES: Record<Weekday, string> = {
  ...WEEKDAY_PLURALS_ES,
  SATURDAY: 'sábado',
  SUNDAY: 'domingo',
};

/** The weekday at an instant on the wall clock of `zone` (default: Mexico City, the display zone). */
export function weekdayAt(instant: Date | number, zone = DISPLAY_TIME_ZONE): Weekday {
  const wall = toWallClock(new Date(instant), zone);
  return WEEKDAYS[isoWeekdayIndex(wall.year, wall.month, wall.day)]!;
}

/** Whether a plan with these submission days lets a SED be sent at `instant` (display zone). */
export function canSubmitSedAt(days: readonly string[], instant: Date | number, zone = DISPLAY_TIME_ZONE): boolean {
  return days.includes(weekdayAt(instant, zone));
}

/** 'MONDAY, SATURDAY' → 'lunes y sábados' (calendar order, plural names, duplicates and unknown values dropped). */
export function listWeekdaysPluralEs(days: readonly string[]): string {
  const names = WEEKDAYS.filter((day) => days.includes(day)).map((day) => WEEKDAY_PLURALS_ES[day]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

/** The sentence the upload screen shows about the plan's days. */
export function sedDaysMessage(days: readonly string[]): string {
  const known = WEEKDAYS.filter((day) => days.includes(day));
  if (known.length === 0) return 'Tu plan no incluye el envío de SEDs.';
  if (known.length === WEEKDAYS.length) return 'Puedes enviar SEDs todos los días.';
  return `Puedes enviar SEDs los ${listWeekdaysPluralEs(known)}.`;
}

/** A note when `instant` is not a submission day of the plan (null when it is). */
export function sedNotTodayMessage(
  days: readonly string[],
  instant: Date | number,
  zone = DISPLAY_TIME_ZONE,
): string | null {
  if (canSubmitSedAt(days, instant, zone)) return null;
  return `Hoy es ${WEEKDAY_SINGULARS_ES[weekdayAt(instant, zone)]}: tu plan no permite enviar SEDs hoy.`;
}
