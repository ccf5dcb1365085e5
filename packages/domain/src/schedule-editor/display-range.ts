// The tutor schedule grid's hour range (spec part 2 §5): 8 to 20 when there are no slots, otherwise
// from the floored earliest start to the rounded-up latest end.
import type { Availability } from '../availability/schedule';
import { WEEKDAYS } from '../availability/weekdays';

export const EMPTY_SCHEDULE_RANGE = { start: 8, end: 20 } as const;

export interface HourRange {
  /** First hour row (inclusive). */
  start: number;
  /** Hour where the last row ends (exclusive). */
  end: number;
}

export function scheduleHourRange(availability: Availability): HourRange {
  const slots = WEEKDAYS.flatMap((day) => availability[day] ?? []);
  if (slots.length === 0) return { ...EMPTY_SCHEDULE_RANGE };
  const earliest = Math.min(...slots.map((slot) => slot.start_time));
  const latest = Math.max(...slots.map((slot) => slot.end_time));
  return { start: Math.floor(earliest), end: Math.ceil(latest) };
}

/** The hours that start a row of the grid: [start, end). */
export function hourRows(range: HourRange): number[] {
  return Array.from({ length: Math.max(0, range.end - range.start) }, (_, index) => range.start + index);
}
