// The insights' default range (issue 51): the last 8 weeks up to today, in the display zone.
import { DEFAULT_INSIGHT_WEEKS } from '@charla/domain/insights';
import { addDays, DISPLAY_TIME_ZONE, toDateKey, toWallClock } from '@charla/domain/time';

/** Today ('YYYY-MM-DD') in the display zone, and the day 8 weeks before it, plus one (both included). */
export function defaultInsightsRange(now: Date = new Date()): { from: string; to: string } {
  const today = toWallClock(now, DISPLAY_TIME_ZONE);
  const day = { year: today.year, month: today.month, day: today.day };
  return { from: toDateKey(addDays(day, 1 - DEFAULT_INSIGHT_WEEKS * 7)), to: toDateKey(day) };
}
