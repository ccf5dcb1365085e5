// The booking rules of DESIGN §6, enforced inside one transaction serialised per student (quota) and
// per tutor and time (free slot). The partial unique index on (tutor_id, meeting_time) is the last guard.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  bookingWindow,
  displayMonthOf,
  instantOf,
  offersStartTime,
  quotaProblem,
  type BookSessionInput,
  type TutorSchedule,
} from '@charla/domain/booking';
import { parseTimestamp } from '@charla/domain/time';
import { ANY_TUTOR_ID } from '@charla/domain/tutors';
import { plans, sessions, tutorMonthLoad, tutors, users } from '../../db/schema';
import { LOCKS, lockAllFor, type Tx } from '../../db/tx';
import { conflict, invalid, notFound } from '../../lib/errors';

export const BOOKING_CONFLICTS = {
  window: 'Solo puedes agendar sesiones desde mañana hasta el último día de este mes. Elige otra fecha.',
  notOffered: 'Ese horario no está en la disponibilidad del tutor. Elige otra hora de la lista.',
  taken: 'Ese horario ya no está disponible. Elige otra hora.',
  studentBusy: 'Ya tienes una sesión agendada a esa hora. Elige otro horario.',
} as const;

export interface BookingRequest {
  studentId: string;
  input: BookSessionInput;
  now: Date;
  sessionMinutes: number;
  /** Tutors the caller may book (already narrowed by their tutors grant). */
  tutors: TutorSchedule[];
  /** A session being rescheduled: it neither blocks its own slot nor counts in the quota. */
  excludeSessionId?: string;
}

export interface BookingPlan {
  tutorId: string;
  meetingTime: Date;
}

/** fecha + hora in the display zone, checked against meeting_time and the booking window. */
export function resolveMeetingTime(input: BookSessionInput, now: Date): Date {
  const instant = instantOf(input.fecha, input.hora);
  if (!instant) throw invalid(['body', 'hora'], BOOKING_MESSAGES.time);
  if (input.meeting_time !== undefined) {
    const sent = parseTimestamp(input.meeting_time);
    if (Number.isNaN(sent.getTime()) || Math.abs(sent.getTime() - instant.getTime()) >= 60_000) {
      throw invalid(['body', 'meeting_time'], 'La hora de la sesión no coincide con la fecha y hora elegidas');
    }
  }
  if (!bookingWindow(now).dates.includes(input.fecha)) throw conflict(BOOKING_CONFLICTS.window);
  return instant;
}

/**
 * The student's side of a booking, in one statement, checked in this order: no other live session of
 * theirs overlaps [time, time + length) (409), and the plan's monthly quotas leave room (409).
 */
async function assertStudentMayBook(tx: Tx, request: BookingRequest, time: Date) {
  const from = new Date(time.getTime() - request.sessionMinutes * 60_000);
  const to = new Date(time.getTime() + request.sessionMinutes * 60_000);
  const month = displayMonthOf(time);
  const own = and(
    sql`o.user_id = ${users.id}`,
    sql`o.estado <> 'cancelada'`,
    request.excludeSessionId ? sql`o.id <> ${request.excludeSessionId}::uuid` : undefined,
  );
  const monthOf = (type: string) =>
    sql<number>`(select count(*)::int from ${sessions} as o where ${own} and o.type = ${type}
      and o.meeting_time >= ${month.start.toISOString()}::timestamptz
      and o.meeting_time < ${month.end.toISOString()}::timestamptz)`.mapWith(Number);
  const [student] = await tx
    .select({
      name: plans.name,
      maximum_reading_sessions: plans.maximum_reading_sessions,
      maximum_speaking_sessions: plans.maximum_speaking_sessions,
      maximum_total_sessions: plans.maximum_total_sessions,
      busy: sql<boolean>`exists (select 1 from ${sessions} as o where ${own}
        and o.meeting_time > ${from.toISOString()}::timestamptz and o.meeting_time < ${to.toISOString()}::timestamptz)`,
      reading: monthOf('reading-session'),
      speaking: monthOf('speaking-session'),
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.plan_id))
    .where(eq(users.id, request.studentId));
  if (!student) throw notFound('Usuario no encontrado');
  if (student.busy) throw conflict(BOOKING_CONFLICTS.studentBusy);
  const plan = student.name === null ? null : (student as Parameters<typeof quotaProblem>[0]);
  const problem = quotaProblem(plan, { reading: student.reading, speaking: student.speaking }, request.input.type);
  if (problem) throw conflict(problem);
}

/**
 * The first candidate free for [time, time + length), fewest sessions this month first (the counters of
 * tutor_month_load, kept by the database on every write to sessions), ties at random (fair 'Any'), in
 * one statement. The load is the committed one: bookings of other times may commit
 * meanwhile, so it is a fair spread, not a rule (no rule depends on it).
 */
async function firstFreeTutor(tx: Tx, candidates: TutorSchedule[], time: Date, minutes: number, exclude?: string) {
  const from = new Date(time.getTime() - minutes * 60_000);
  const to = new Date(time.getTime() + minutes * 60_000);
  const month = displayMonthOf(time);
  const ids = sql.join(
    candidates.map((tutor) => sql`(${tutor.id}::uuid)`),
    sql`, `,
  );
  const live = (alias: string) => sql`${sql.identifier(alias)}.estado <> 'cancelada'`;
  const load =
    candidates.length > 1
      ? sql`(select coalesce(sum(m.sessions), 0) from ${tutorMonthLoad} as m where m.tutor_id = c.id
              and m.month_start = ${month.start.toISOString()}::timestamptz), random()`
      : sql`c.id`;
  const result = (await tx.execute(
    sql`select c.id::text as id from (values ${ids}) as c(id)
        where not exists (select 1 from ${sessions} as o where o.tutor_id = c.id and ${live('o')}
          and o.meeting_time > ${from.toISOString()}::timestamptz and o.meeting_time < ${to.toISOString()}::timestamptz
          ${exclude ? sql`and o.id <> ${exclude}::uuid` : sql``})
        order by ${load} limit 1`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id;
}

/**
 * Decides the tutor and time of a booking, with every rule checked under the locks that make the
 * decision stick until commit (lockForBooking).
 */
export async function planBooking(tx: Tx, request: BookingRequest): Promise<BookingPlan> {
  const time = resolveMeetingTime(request.input, request.now);
  const wanted = request.input.tutor_id ?? ANY_TUTOR_ID;
  const isAny = wanted === ANY_TUTOR_ID;
  const pool = isAny ? request.tutors : request.tutors.filter((t) => t.id === wanted);
  if (!isAny && pool.length === 0) throw notFound('Tutor no encontrado');
  const candidates = pool.filter((tutor) => offersStartTime(tutor, time, request.sessionMinutes));
  if (candidates.length === 0) throw conflict(isAny ? BOOKING_MESSAGES.noTutor : BOOKING_CONFLICTS.notOffered);

  await lockForBooking(
    tx,
    request.studentId,
    candidates.map((tutor) => tutor.id),
    time,
    request.sessionMinutes,
  );
  await assertStudentMayBook(tx, request, time);

  // Availability read again under a share lock: a schedule saved meanwhile either committed first
  // (and is seen here) or waits for this booking to commit.
  const current = toSchedules(
    await tx
      .select({
        id: tutors.id,
        timezone: tutors.timezone,
        availability: tutors.availability,
        blocked_slots: tutors.blocked_slots,
      })
      .from(tutors)
      .where(
        inArray(
          tutors.id,
          candidates.map((tutor) => tutor.id),
        ),
      )
      .orderBy(tutors.id)
      .for('share'),
  );
  const stillOffered = current.filter((tutor) => offersStartTime(tutor, time, request.sessionMinutes));
  if (stillOffered.length === 0) throw conflict(isAny ? BOOKING_MESSAGES.noTutor : BOOKING_CONFLICTS.notOffered);
  const tutorId = await firstFreeTutor(tx, stillOffered, time, request.sessionMinutes, request.excludeSessionId);
  if (tutorId) return { tutorId, meetingTime: time };
  throw conflict(isAny ? BOOKING_MESSAGES.noTutor : BOOKING_CONFLICTS.taken);
}

/**
 * Every lock a booking needs, in one statement and one global order — the student (quota, own
 * overlaps), the candidate tutors shared (bookings pass each other; a holder of a whole tutor is waited
 * for), then the candidates' time — so concurrent bookings never deadlock. Not the whole tutor's
 * bookings: two sessions overlap when their starts are less than `minutes` apart, so their buckets
 * (start ÷ length, rounded down) differ by at most one; each booking locks its bucket and the next, and
 * any two that could overlap share a lock. Waiting (rather than skipping a busy tutor) keeps 'Any' from
 * answering "no tutor" while one is free.
 */
async function lockForBooking(tx: Tx, studentId: string, tutorIds: string[], time: Date, minutes: number) {
  await lockAllFor(tx, [
    { key: LOCKS.studentBooking, names: [studentId] },
    { key: LOCKS.tutorBooking, names: tutorIds, mode: 'shared' },
    { key: LOCKS.tutorSlot, names: tutorIds.flatMap((id) => tutorSlotLockNames(id, time, minutes)) },
  ]);
}

/** The names of the slot locks a booking of `tutorId` at `time` takes: its bucket and the next. */
export function tutorSlotLockNames(tutorId: string, time: Date, minutes: number): string[] {
  const bucket = Math.floor(time.getTime() / (minutes * 60_000));
  return [`${tutorId}:${bucket}`, `${tutorId}:${bucket + 1}`];
}

/** The tutors a booking may use, as schedules. */
export function toSchedules(
  rows: { id: string; timezone: string; availability: unknown; blocked_slots: unknown }[],
): TutorSchedule[] {
  return rows.map((row) => ({
    id: row.id,
    timezone: row.timezone,
    availability: (row.availability ?? {}) as TutorSchedule['availability'],
    blocked_slots: (row.blocked_slots ?? []) as TutorSchedule['blocked_slots'],
  }));
}
