// The reads a booking is decided on (DESIGN §6), as SQL: the student's facts, which tutors are free, a
// candidate under its locks — one definition of each rule, for the early refusal and the transaction.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { displayMonthOf, type PlanQuotas, type TutorSchedule } from '@charla/domain/booking';
import { plans, sessions, tutors, users } from '../../db/schema';
import { rowsOf, type Queryable } from '../../db/tx';

/** The instants a booking at `time` is checked against, as SQL values. */
export interface Span {
  /** Starts that overlap [time, time + length) lie strictly between these two. */
  from: SQL;
  to: SQL;
  /** The display month of `time`, [start, end). */
  monthStart: SQL;
  monthEnd: SQL;
  /** A session being rescheduled, which counts for nothing. */
  exclude?: SQL;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The display month holding `time`, as SQL values. */
export function monthSpanOf(time: Date): Pick<Span, 'monthStart' | 'monthEnd'> {
  const month = displayMonthOf(time);
  return { monthStart: instant(month.start), monthEnd: instant(month.end) };
}

export function spanOf(time: Date, minutes: number, exclude?: string): Span {
  return {
    from: instant(new Date(time.getTime() - minutes * 60_000)),
    to: instant(new Date(time.getTime() + minutes * 60_000)),
    ...monthSpanOf(time),
    exclude: exclude ? sql`${exclude}::uuid` : undefined,
  };
}

/** The user's live sessions (as `o`), but the span's `exclude`. */
function ownSessions(span: Pick<Span, 'exclude'>) {
  return and(
    sql`o.user_id = ${users.id}`,
    sql`o.estado <> 'cancelada'`,
    span.exclude ? sql`o.id <> ${span.exclude}` : undefined,
  );
}

/**
 * The user's plan quotas and live sessions of each type in the span's month (read from `users` joined to
 * their plan): what the quota rule (monthUsage, quotaProblem) is applied to, for a booking and for
 * GET /session_usage alike.
 */
export function monthFacts(span: Pick<Span, 'monthStart' | 'monthEnd' | 'exclude'>) {
  const monthOf = (type: string) =>
    sql<number>`(select count(*)::int from ${sessions} as o where ${ownSessions(span)} and o.type = ${type}
      and o.meeting_time >= ${span.monthStart} and o.meeting_time < ${span.monthEnd})`.mapWith(Number);
  return {
    name: plans.name,
    maximum_reading_sessions: plans.maximum_reading_sessions,
    maximum_speaking_sessions: plans.maximum_speaking_sessions,
    maximum_total_sessions: plans.maximum_total_sessions,
    reading: monthOf('reading-session'),
    speaking: monthOf('speaking-session'),
  };
}

/** The student's facts a booking is decided on (read from `users`): their plan, overlap and month. */
export function studentFacts(span: Span) {
  return {
    student_name: users.name,
    busy: sql<boolean>`exists (select 1 from ${sessions} as o where ${ownSessions(span)}
      and o.meeting_time > ${span.from} and o.meeting_time < ${span.to})`,
    ...monthFacts(span),
  };
}

/** The student's facts, and `extra` beside them, from `users` and their plan; the caller adds the `where`. */
export function selectStudent<E extends SelectedFields = Record<never, never>>(
  q: Queryable,
  span: Span,
  extra = {} as E,
) {
  return q
    .select({ ...studentFacts(span), ...extra })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.plan_id));
}

/** A row of studentFacts; a student without a plan reads the plan's columns as null. */
export type StudentFacts = { [K in keyof PlanQuotas]: PlanQuotas[K] | null } & {
  student_name: string;
  busy: boolean;
  reading: number;
  speaking: number;
};

/**
 * The candidates free for [time, time + length) as committed now, fewest sessions this month first,
 * ties at random (fair 'Any'), in one statement. It only orders the tries: each is decided again under its locks
 * (candidateQuery), so bookings committing meanwhile make it a fair spread, not a rule.
 */
export async function freeInFairOrder(q: Queryable, candidates: TutorSchedule[], span: Span) {
  const ids = sql.join(
    candidates.map((tutor) => sql`(${tutor.id}::uuid)`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string }>(
    q,
    sql`select c.id::text as id from (values ${ids}) as c(id)
        where ${isFree(sql`c.id`, span)} order by ${fairOrder(sql`c.id`, span)}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The order of fair 'Any' over tutors: fewest live sessions in the span's month first (counted over the
 * range of sessions_tutor_time_idx), ties at random.
 */
function fairOrder(tutorId: SQL, span: Span): SQL {
  return sql`(select count(*) from ${sessions} as m where m.tutor_id = ${tutorId} and m.estado <> 'cancelada'
    and m.meeting_time >= ${span.monthStart} and m.meeting_time < ${span.monthEnd}), random()`;
}

/** No live session of the tutor (other than the span's `exclude`) overlaps the span. */
export function isFree(tutorId: SQL, span: Span): SQL {
  return sql`not exists (select 1 from ${sessions} as o where o.tutor_id = ${tutorId} and o.estado <> 'cancelada'
    and o.meeting_time > ${span.from} and o.meeting_time < ${span.to}
    ${span.exclude ? sql`and o.id <> ${span.exclude}` : sql``})`;
}

/**
 * A candidate as a booking decides it under its locks: the tutor's schedule, read under a share lock (a
 * schedule saved meanwhile either committed first and is seen here, or waits for this booking to
 * commit), whether its time is free, and the tutor's names the booking's texts carry.
 */
export function candidateQuery(q: Queryable, tutorId: string, span: Span) {
  return q
    .select({
      id: tutors.id,
      timezone: tutors.timezone,
      availability: tutors.availability,
      blocked_slots: tutors.blocked_slots,
      tutor_user_id: tutors.user_id,
      tutor_name: tutors.public_name,
      free: sql<boolean>`${isFree(sql`${tutors.id}`, span)}`.as('free'),
    })
    .from(tutors)
    .where(eq(tutors.id, tutorId))
    .for('share');
}

export type Candidate = Awaited<ReturnType<typeof candidateQuery>>[number];
