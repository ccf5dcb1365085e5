// The reads a booking is decided on (DESIGN §6), as SQL: the student's facts, which tutors are free, a
// candidate under its locks. Values come as a Span: literals inside a booking's transaction, placeholders
// in the shared read that refuses early (booking.ts) — one definition of each rule either way.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { displayMonthOf, type PlanQuotas, type TutorSchedule } from '@charla/domain/booking';
import { plans, sessions, tutorMonthLoad, tutors, users } from '../../db/schema';
import { rowsOf, type Queryable } from '../../db/tx';

/**
 * The instants a booking at `time` is checked against, as SQL values: literals inside a booking's
 * transaction, placeholders in the shared read of refuseEarly — the same rules either way.
 */
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

export function spanValues(time: Date, minutes: number) {
  const month = displayMonthOf(time);
  return {
    from: new Date(time.getTime() - minutes * 60_000).toISOString(),
    to: new Date(time.getTime() + minutes * 60_000).toISOString(),
    month_start: month.start.toISOString(),
    month_end: month.end.toISOString(),
  };
}

export function literalSpan(time: Date, minutes: number, exclude?: string): Span {
  const values = spanValues(time, minutes);
  return {
    from: sql`${values.from}::timestamptz`,
    to: sql`${values.to}::timestamptz`,
    monthStart: sql`${values.month_start}::timestamptz`,
    monthEnd: sql`${values.month_end}::timestamptz`,
    exclude: exclude ? sql`${exclude}::uuid` : undefined,
  };
}

export const placeholderSpan: Span = {
  from: sql`${sql.placeholder('from')}::timestamptz`,
  to: sql`${sql.placeholder('to')}::timestamptz`,
  monthStart: sql`${sql.placeholder('month_start')}::timestamptz`,
  monthEnd: sql`${sql.placeholder('month_end')}::timestamptz`,
};

/** The student's facts a booking is decided on (read from `users`): their plan, overlap and month. */
export function studentFacts(span: Span) {
  const own = and(
    sql`o.user_id = ${users.id}`,
    sql`o.estado <> 'cancelada'`,
    span.exclude ? sql`o.id <> ${span.exclude}` : undefined,
  );
  const monthOf = (type: string) =>
    sql<number>`(select count(*)::int from ${sessions} as o where ${own} and o.type = ${type}
      and o.meeting_time >= ${span.monthStart} and o.meeting_time < ${span.monthEnd})`.mapWith(Number);
  return {
    student_name: users.name,
    name: plans.name,
    maximum_reading_sessions: plans.maximum_reading_sessions,
    maximum_speaking_sessions: plans.maximum_speaking_sessions,
    maximum_total_sessions: plans.maximum_total_sessions,
    busy: sql<boolean>`exists (select 1 from ${sessions} as o where ${own}
      and o.meeting_time > ${span.from} and o.meeting_time < ${span.to})`,
    reading: monthOf('reading-session'),
    speaking: monthOf('speaking-session'),
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
 * The candidates free for [time, time + length) as committed now, fewest sessions this month first (the
 * counters of tutor_month_load, kept by the database on every write to sessions), ties at random (fair
 * 'Any'), in one statement. It only orders the tries: each is decided again under its locks
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

/** The order of fair 'Any' over tutors: fewest sessions in the span's month first, ties at random. */
export function fairOrder(tutorId: SQL, span: Span): SQL {
  return sql`(select coalesce(sum(m.sessions), 0) from ${tutorMonthLoad} as m where m.tutor_id = ${tutorId}
    and m.month_start = ${span.monthStart}), random()`;
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
