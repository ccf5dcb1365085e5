// The school's numbers (issue 51, decision 038): the aggregate calls' queries and answers. Each figure is
// counted by the server under the caller's sessions grant (an admin all, a tutor their sessions, a student
// their own); the outcome of a session is sessions/attendance's sessionOutcome.
import { z } from 'zod';
import { SESSION_TYPES } from '../booking/session-types';
import { Id } from '../http/index';
import { SESSION_OUTCOMES } from '../sessions/attendance';
import { addDays, parseDateKey, toDateKey } from '../time/calendar';
import { isoWeekdayIndex } from '../time/wall-clock';

/** The longest range one question may cover. */
export const MAX_INSIGHT_DAYS = 366;
/** The default range: the last 8 weeks. */
export const DEFAULT_INSIGHT_WEEKS = 8;

export const INSIGHT_MESSAGES = {
  date: 'La fecha debe tener el formato AAAA-MM-DD',
  order: 'La fecha inicial debe ser anterior o igual a la final',
  span: `El rango puede abarcar como máximo ${MAX_INSIGHT_DAYS} días`,
} as const;

const DateKey = z
  .string({ error: INSIGHT_MESSAGES.date })
  .refine((value) => parseDateKey(value) !== undefined, INSIGHT_MESSAGES.date);
/** `tutor_id=` (empty) is no filter, as a form sends it. */
const OptionalId = z.preprocess((value) => (value === '' ? undefined : value), Id.optional());

const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / 86_400_000;

/** GET /api/insights/…: a range of display-zone dates (both included) and the filters. */
export const InsightsQuery = z
  .object({ from: DateKey, to: DateKey, tutor_id: OptionalId, plan_id: OptionalId })
  .refine((q) => q.from <= q.to, { message: INSIGHT_MESSAGES.order, path: ['to'] })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_INSIGHT_DAYS, {
    message: INSIGHT_MESSAGES.span,
    path: ['to'],
  });
export type InsightsQuery = z.infer<typeof InsightsQuery>;

/** GET /api/insights/sessions_by_week: per week (its Monday), type and outcome, how many sessions. */
export const SessionsByWeekRow = z.object({
  week_start: z.string(),
  type: z.enum(SESSION_TYPES),
  outcome: z.enum(SESSION_OUTCOMES),
  count: z.number().int(),
});
export type SessionsByWeekRow = z.infer<typeof SessionsByWeekRow>;
export const SessionsByWeek = z.array(SessionsByWeekRow);

/** GET /api/insights/tutor_use: per tutor and week, open hours of their schedule against hours booked. */
export const TutorUseRow = z.object({
  tutor_id: z.string(),
  tutor_name: z.string(),
  week_start: z.string(),
  /** The schedule's bookable hours that week (blocks left out). */
  available_hours: z.number(),
  /** Live sessions that week, in hours (cancelled ones are not). */
  booked_hours: z.number(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
});
export type TutorUseRow = z.infer<typeof TutorUseRow>;
export const TutorUse = z.array(TutorUseRow);

/** The Mondays ('YYYY-MM-DD') of the weeks holding the range's days, in order. */
export function weeksOf(from: string, to: string): string[] {
  const first = parseDateKey(from)!;
  const monday = addDays(first, -isoWeekdayIndex(first.year, first.month, first.day));
  const weeks: string[] = [];
  for (let week = monday; toDateKey(week) <= to; week = addDays(week, 7)) weeks.push(toDateKey(week));
  return weeks;
}
