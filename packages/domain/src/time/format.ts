import { COSTA_RICA_TIME_ZONE, DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from './zones';

export type Instant = Date | string | number;

/**
 * Reads an API timestamp. Timestamps without a zone suffix are UTC (the spec's data has them,
 * DESIGN §3), so '2024-05-01T10:00:00' is 10:00 UTC, not local time.
 */
export function parseTimestamp(value: Instant): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const text = value.trim();
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  return new Date(hasZone || isDateOnly ? text : `${text.replace(' ', 'T')}Z`);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** e.g. '21/11/2026, 3:30 p.m.' — es-MX, 12-hour clock, Mexico City. */
export function formatDateTime(value: Instant, timeZone = DISPLAY_TIME_ZONE): string {
  const date = parseTimestamp(value);
  if (!isValid(date)) return '';
  return formatter(DISPLAY_LOCALE, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

/** e.g. 'sábado, 21 de noviembre de 2026, 3:30 p.m.' — for session cards and details. */
export function formatLongDateTime(value: Instant, timeZone = DISPLAY_TIME_ZONE): string {
  const date = parseTimestamp(value);
  if (!isValid(date)) return '';
  return formatter(DISPLAY_LOCALE, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

/** e.g. '21/11/2026' in the display zone. */
export function formatDate(value: Instant, timeZone = DISPLAY_TIME_ZONE): string {
  const date = parseTimestamp(value);
  if (!isValid(date)) return '';
  return formatter(DISPLAY_LOCALE, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** e.g. '3:30 p.m.' in the display zone. */
export function formatTime(value: Instant, timeZone = DISPLAY_TIME_ZONE): string {
  const date = parseTimestamp(value);
  if (!isValid(date)) return '';
  return formatter(DISPLAY_LOCALE, { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
}

/**
 * Costa Rica long format (lesson completion): 'sábado, 21 de noviembre de 2026' and, with
 * `withTime`, '…, 3:30 p.m.'.
 */
export function formatCostaRicaLong(value: Instant, withTime = false): string {
  const date = parseTimestamp(value);
  if (!isValid(date)) return '';
  return formatter('es-CR', {
    timeZone: COSTA_RICA_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
  }).format(date);
}
