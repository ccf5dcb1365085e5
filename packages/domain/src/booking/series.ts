// Standing weekly sessions (issue 50, decision 037): the same tutor, weekday and time for 2–12 weeks,
// booked in one step. One rule for the preview the student sees before confirming and for the booking
// itself: each week is an ordinary session, checked in this order — inside the series window, in the
// tutor's availability, not blocked by the tutor, not taken, the student free, and the plan's monthly quota
// of that type in that week's month (weeks crossing into a new month count against the new month).
import { z } from 'zod';
import { addDays, parseDateKey, toDateKey } from '../time/calendar';
import { zoneClock } from '../time/zone-clock';
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '../time/zones';
import { BookSessionInput, instantOf } from './input';
import { offersStartTime } from './offer';
import { type MonthCounts, type PlanQuotas, quotaProblem } from './quota';
import type { SessionType } from './session-types';
import { DEFAULT_SESSION_MINUTES, type TutorSchedule } from './start-times';
import { midnight } from './window';

export const SERIES_MIN_WEEKS = 2;
export const SERIES_MAX_WEEKS = 12;
/** How far ahead a series may reach: 12 weeks from tomorrow (a single booking: the end of this month). */
export const SERIES_HORIZON_DAYS = 7 * SERIES_MAX_WEEKS;

const WEEKS_MESSAGE = `Elige entre ${SERIES_MIN_WEEKS} y ${SERIES_MAX_WEEKS} semanas`;

/** POST /api/session_series and its preview: the booking's body plus the number of weeks. */
export const SessionSeriesInput = BookSessionInput.extend({
  weeks: z
    .number({ error: WEEKS_MESSAGE })
    .int(WEEKS_MESSAGE)
    .min(SERIES_MIN_WEEKS, WEEKS_MESSAGE)
    .max(SERIES_MAX_WEEKS, WEEKS_MESSAGE),
});
export type SessionSeriesInput = z.infer<typeof SessionSeriesInput>;

export const SERIES_REASONS = {
  window: 'Fuera del periodo en que se puede agendar',
  notOffered: 'Fuera del horario del tutor',
  blocked: 'El tutor bloqueó ese horario',
  taken: 'El horario ya está ocupado',
  studentBusy: 'Ya tienes otra sesión a esa hora',
  noTime: 'Esa hora no existe ese día (cambio de horario)',
  /** The plan's monthly limit of that type (or of all sessions) reached in that week's month. */
  quota: (month: string) => `Ya no quedan sesiones de este tipo en ${month} en tu plan`,
} as const;

const monthName = new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'enero de 2027' for '2027-01-…'. */
const monthOf = (fecha: string) => monthName.format(new Date(`${fecha.slice(0, 7)}-15T12:00:00Z`));

export interface Occurrence {
  fecha: string;
  hora: string;
  /** Epoch ms; undefined when the wall time does not exist that day in the display zone. */
  instant: number | undefined;
}

/** The weeks of a series: the same display-zone time on the same weekday, `weeks` times from `fecha`. */
export function seriesOccurrences(fecha: string, hora: string, weeks: number, zone = DISPLAY_TIME_ZONE): Occurrence[] {
  const first = parseDateKey(fecha);
  if (!first) return [];
  return Array.from({ length: weeks }, (_, week) => {
    const date = toDateKey(addDays(first, 7 * week));
    return { fecha: date, hora, instant: instantOf(date, hora, zone)?.getTime() };
  });
}

/** [start, end) of the instants a series may book: from tomorrow 00:00 for SERIES_HORIZON_DAYS days. */
export function seriesWindow(now: Date, zone = DISPLAY_TIME_ZONE): { start: number; end: number } {
  const clock = zoneClock(zone);
  const tomorrow = addDays(clock.wallAt(now.getTime()).date, 1);
  return { start: midnight(clock, tomorrow), end: midnight(clock, addDays(tomorrow, SERIES_HORIZON_DAYS)) };
}

/** [start, end) epoch ms of a live session: an occurrence overlapping one is not free. */
export interface BusySpan {
  start: number;
  end: number;
}

export interface SeriesFacts {
  now: Date;
  type: SessionType;
  sessionMinutes?: number;
  /** The tutor's schedule with their own blocks only (booked times come in `tutorBusy`). */
  tutor: TutorSchedule;
  /** The tutor's live sessions (a session being moved left out). */
  tutorBusy: readonly BusySpan[];
  /** The student's live sessions. */
  studentBusy: readonly BusySpan[];
  /** The student's plan, null without one. */
  plan: PlanQuotas | null;
  /** Live sessions of the student per display-zone month 'YYYY-MM', by type. */
  monthCounts: Readonly<Record<string, MonthCounts>>;
}

export interface PreviewDate {
  fecha: string;
  hora: string;
  bookable: boolean;
  reason?: string;
}

const overlaps = (spans: readonly BusySpan[], start: number, end: number) =>
  spans.some((span) => span.start < end && start < span.end);

/**
 * Each week of the series, bookable or not with the reason in Spanish. Bookable weeks count against their
 * month's quota in order, so the week that would pass it is the first one refused.
 */
export function previewSeries(occurrences: readonly Occurrence[], facts: SeriesFacts): PreviewDate[] {
  const minutes = facts.sessionMinutes ?? DEFAULT_SESSION_MINUTES;
  const window = seriesWindow(facts.now);
  const counts = new Map(Object.entries(facts.monthCounts).map(([month, c]) => [month, { ...c }]));
  const unblocked = { ...facts.tutor, blocked_slots: [] };
  return occurrences.map(({ fecha, hora, instant }) => {
    const refuse = (reason: string): PreviewDate => ({ fecha, hora, bookable: false, reason });
    if (instant === undefined) return refuse(SERIES_REASONS.noTime);
    if (instant < window.start || instant >= window.end) return refuse(SERIES_REASONS.window);
    const at = new Date(instant);
    if (!offersStartTime(unblocked, at, minutes)) return refuse(SERIES_REASONS.notOffered);
    if (!offersStartTime(facts.tutor, at, minutes)) return refuse(SERIES_REASONS.blocked);
    const end = instant + minutes * 60_000;
    if (overlaps(facts.tutorBusy, instant, end)) return refuse(SERIES_REASONS.taken);
    if (overlaps(facts.studentBusy, instant, end)) return refuse(SERIES_REASONS.studentBusy);
    const month = fecha.slice(0, 7);
    const count = counts.get(month) ?? { reading: 0, speaking: 0 };
    const problem = quotaProblem(facts.plan, count, facts.type);
    if (problem) return refuse(facts.plan ? SERIES_REASONS.quota(monthOf(fecha)) : problem);
    counts.set(
      month,
      facts.type === 'reading-session'
        ? { ...count, reading: count.reading + 1 }
        : { ...count, speaking: count.speaking + 1 },
    );
    return { fecha, hora, bookable: true };
  });
}
