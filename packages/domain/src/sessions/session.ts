// A session as the API shows it (GET /sessions, GET /sessions/{id}) and the list rules of spec
// part 1 §7 and §9: the exact upcoming and past queries, page size 10, and "another page only if the
// last one was full".
import { z } from 'zod';
import { SESSION_STATES, SESSION_TYPES } from '../booking/session-types';
import { Timestamp } from '../http/index';
import { ATTENDANCE } from './attendance';
import { parseTimestamp, type Instant } from '../time/format';

/** A session as the API shows it, with both parties' names (cards show the tutor, tutors the student). */
export const Session = z.object({
  id: z.string(),
  user_id: z.string(),
  tutor_id: z.string(),
  type: z.enum(SESSION_TYPES),
  meeting_time: Timestamp,
  meeting_url: z.string().nullable(),
  estado: z.enum(SESSION_STATES),
  cancelled_at: Timestamp.nullable(),
  /** Why the student cancelled, when they said (docs/decisions/024). */
  cancel_reason: z.string().nullable(),
  /** The student's plan's minimum notice: inside it the student can't cancel or reschedule. */
  cancel_notice_hours: z.number().int().min(0),
  feedback: z.string().nullable(),
  /** The weekly series it was booked in (issue 50), or null. */
  series_id: z.string().nullable(),
  /** After its time: 'attended' or 'no_show' as the tutor marked it; null while not marked (issue 51). */
  attendance: z.enum(ATTENDANCE).nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  tutor_name: z.string(),
  student_name: z.string(),
});
export type Session = z.infer<typeof Session>;

/** Spec part 1 §9: sessions page size. */
export const SESSIONS_PAGE_SIZE = 10;

export type SessionListKind = 'upcoming' | 'past';

/**
 * The query string of one page (spec part 1 §7, parameters in the spec's order): upcoming ascending
 * after `now`, past newest first before `now`.
 */
export function sessionListQuery(kind: SessionListKind, pageNumber: number, now: Instant): string {
  const nowIso = encodeURIComponent(parseTimestamp(now).toISOString());
  const [order, bound] = kind === 'upcoming' ? ['1', 'meeting_time_after'] : ['-1', 'meeting_time_before'];
  return `?sort_by=meeting_time&sort_order=${order}&page_number=${pageNumber}&page_size=${SESSIONS_PAGE_SIZE}&${bound}=${nowIso}`;
}

/** Spec part 1 §9: another page is requested only if the last page had exactly 10 items. */
export function nextSessionPage(lastPageLength: number, pagesLoaded: number): number | undefined {
  return lastPageLength === SESSIONS_PAGE_SIZE ? pagesLoaded + 1 : undefined;
}

export function isCancelledSession(session: Pick<Session, 'estado'>): boolean {
  return session.estado === 'cancelada';
}

/** Spec part 1 §4: a session whose meeting_time is in the past is treated as past. */
export function isPastSession(session: Pick<Session, 'meeting_time'>, now: Instant): boolean {
  return parseTimestamp(session.meeting_time).getTime() <= parseTimestamp(now).getTime();
}
