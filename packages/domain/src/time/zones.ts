/** Where dates and times are shown (spec part 1 §1; DESIGN §11). */
export const DISPLAY_TIME_ZONE = 'America/Mexico_City';
/** Lesson completion dates and the tutor schedule are shown in Costa Rica time. */
export const COSTA_RICA_TIME_ZONE = 'America/Costa_Rica';
/** A tutor's availability is wall-clock time in the tutor's zone; this is the default zone. */
export const DEFAULT_TUTOR_TIME_ZONE = COSTA_RICA_TIME_ZONE;
export const DISPLAY_LOCALE = 'es-MX';

export function isTimeZone(value: string): boolean {
  if (!value.includes('/') && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
