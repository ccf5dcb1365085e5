// Conversions between instants and wall-clock time in a zone, without any date library.

export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let cached = partsFormatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, cached);
  }
  return cached;
}

/** The wall clock in `timeZone` at `instant`. */
export function toWallClock(instant: Date, timeZone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (e.g. −360 for Mexico City). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = toWallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - seconds) / 60000);
}

/**
 * The instant when the wall clock in `timeZone` shows `wall`. In a daylight-saving gap (a time that
 * never happens) it returns the instant just after the gap; in an overlap, the earlier instant.
 */
export function fromWallClock(wall: WallClock, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const firstGuess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60000;
  const secondOffset = zoneOffsetMinutes(new Date(firstGuess), timeZone);
  const candidate = naive - secondOffset * 60000;
  // In an overlap, prefer the earlier of the two instants that show this wall time.
  const earlier = candidate - 3600000;
  const earlierWall = toWallClock(new Date(earlier), timeZone);
  if (sameWall(earlierWall, wall)) return new Date(earlier);
  return new Date(candidate);
}

function sameWall(a: WallClock, b: WallClock): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/** Days in a month of the proleptic Gregorian calendar (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO weekday of a calendar date: 0 = Monday … 6 = Sunday. */
export function isoWeekdayIndex(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}
