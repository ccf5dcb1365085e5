// The facts a weekly series is checked against (issue 50, decision 037), read in one round for every
// candidate tutor: their live sessions near the weeks, the student's, the student's plan and their live
// sessions per display month — what previewSeries (@charla/domain/booking) is applied to.
import { and, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  displayMonthOf,
  type BusySpan,
  type MonthCounts,
  type Occurrence,
  type PlanQuotas,
  type SeriesFacts,
  type SessionSeriesInput,
} from '@charla/domain/booking';
import { DISPLAY_TIME_ZONE } from '@charla/domain/time';
import { plans, sessions, users } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import type { GrantedTutor } from './bookable';

const MINUTE_MS = 60_000;
const live = ne(sessions.estado, 'cancelada');

/** The instants of the weeks that exist (a wall time lost to a clock change has none). */
export const instantsOf = (weeks: readonly Occurrence[]) =>
  weeks.map((week) => week.instant).filter((instant): instant is number => instant !== undefined);

export function createSeriesReads(now: () => Date, minutes: number) {
  /**
   * The facts every week is checked against, for each candidate tutor at once: their live sessions near
   * the weeks, the student's, the student's plan and their live sessions per display month.
   */
  async function factsFor(
    q: Queryable,
    studentId: string,
    candidates: GrantedTutor[],
    weeks: readonly Occurrence[],
    type: SessionSeriesInput['type'],
  ): Promise<Map<string, SeriesFacts>> {
    const instants = instantsOf(weeks);
    const facts = new Map<string, SeriesFacts>();
    if (instants.length === 0) {
      for (const tutor of candidates) facts.set(tutor.id, emptyFacts(tutor, type, null, {}));
      return facts;
    }
    const from = new Date(Math.min(...instants) - minutes * MINUTE_MS);
    const to = new Date(Math.max(...instants) + minutes * MINUTE_MS);
    const near = and(live, gt(sessions.meeting_time, from), lt(sessions.meeting_time, to));
    const months = { start: displayMonthOf(from).start, end: displayMonthOf(to).end };
    const [tutorRows, studentRows, [plan], monthRows] = await Promise.all([
      q
        .select({ tutor_id: sessions.tutor_id, at: sessions.meeting_time })
        .from(sessions)
        .where(
          and(
            near,
            inArray(
              sessions.tutor_id,
              candidates.map((t) => t.id),
            ),
          ),
        ),
      q
        .select({ at: sessions.meeting_time })
        .from(sessions)
        .where(and(near, eq(sessions.user_id, studentId))),
      q
        .select({
          name: plans.name,
          maximum_reading_sessions: plans.maximum_reading_sessions,
          maximum_speaking_sessions: plans.maximum_speaking_sessions,
          maximum_total_sessions: plans.maximum_total_sessions,
        })
        .from(users)
        .innerJoin(plans, eq(plans.id, users.plan_id))
        .where(eq(users.id, studentId)),
      q
        .select({
          month: sql<string>`to_char(${sessions.meeting_time} at time zone ${DISPLAY_TIME_ZONE}, 'YYYY-MM')`,
          type: sessions.type,
          n: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(sessions)
        .where(
          and(
            live,
            eq(sessions.user_id, studentId),
            gte(sessions.meeting_time, months.start),
            lt(sessions.meeting_time, months.end),
          ),
        )
        .groupBy(sql`1`, sessions.type),
    ]);
    const span = (at: Date): BusySpan => ({ start: at.getTime(), end: at.getTime() + minutes * MINUTE_MS });
    const monthCounts: Record<string, MonthCounts> = {};
    for (const row of monthRows) {
      const counts = (monthCounts[row.month] ??= { reading: 0, speaking: 0 });
      if (row.type === 'reading-session') counts.reading += row.n;
      else counts.speaking += row.n;
    }
    const studentBusy = studentRows.map((row) => span(row.at));
    for (const tutor of candidates) {
      facts.set(tutor.id, {
        ...emptyFacts(tutor, type, plan ?? null, monthCounts),
        tutorBusy: tutorRows.filter((row) => row.tutor_id === tutor.id).map((row) => span(row.at)),
        studentBusy,
      });
    }
    return facts;
  }

  function emptyFacts(
    tutor: GrantedTutor,
    type: SessionSeriesInput['type'],
    plan: PlanQuotas | null,
    monthCounts: Record<string, MonthCounts>,
  ): SeriesFacts {
    return { now: now(), type, sessionMinutes: minutes, tutor, tutorBusy: [], studentBusy: [], plan, monthCounts };
  }

  return { factsFor };
}
