// The booking rules of DESIGN §6, enforced inside one transaction serialised per student (quota) and
// per tutor and time (free slot). The partial unique index on (tutor_id, meeting_time) is the last guard.
import { and, eq, sql, type SQL } from 'drizzle-orm';
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
import { LOCKS, lockAllFor, type LockRequest, type Tx } from '../../db/tx';
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
 * The candidates free for [time, time + length) as committed now, fewest sessions this month first (the
 * counters of tutor_month_load, kept by the database on every write to sessions), ties at random (fair
 * 'Any'), in one statement. It only orders the tries: each is decided again under its locks
 * (checkCandidate), so bookings committing meanwhile make it a fair spread, not a rule.
 */
async function freeInFairOrder(tx: Tx, candidates: TutorSchedule[], time: Date, minutes: number, exclude?: string) {
  const month = displayMonthOf(time);
  const ids = sql.join(
    candidates.map((tutor) => sql`(${tutor.id}::uuid)`),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`select c.id::text as id from (values ${ids}) as c(id)
        where ${isFree(sql`c.id`, time, minutes, exclude)}
        order by (select coalesce(sum(m.sessions), 0) from ${tutorMonthLoad} as m where m.tutor_id = c.id
                  and m.month_start = ${month.start.toISOString()}::timestamptz), random()`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** No live session of the tutor (other than `exclude`) overlaps [time, time + minutes). */
function isFree(tutorId: SQL, time: Date, minutes: number, exclude?: string): SQL {
  const from = new Date(time.getTime() - minutes * 60_000);
  const to = new Date(time.getTime() + minutes * 60_000);
  return sql`not exists (select 1 from ${sessions} as o where o.tutor_id = ${tutorId} and o.estado <> 'cancelada'
    and o.meeting_time > ${from.toISOString()}::timestamptz and o.meeting_time < ${to.toISOString()}::timestamptz
    ${exclude ? sql`and o.id <> ${exclude}::uuid` : sql``})`;
}

type Verdict = 'ok' | 'notOffered' | 'taken';

/**
 * One candidate decided under its locks, in one statement: the tutor's schedule read under a share lock
 * (a schedule saved meanwhile either committed first and is seen here, or waits for this booking to
 * commit) still offers the time, and no live session overlaps it.
 */
async function checkCandidate(tx: Tx, tutorId: string, request: BookingRequest, time: Date): Promise<Verdict> {
  const [row] = await tx
    .select({
      id: tutors.id,
      timezone: tutors.timezone,
      availability: tutors.availability,
      blocked_slots: tutors.blocked_slots,
      free: sql<boolean>`${isFree(sql`${tutors.id}`, time, request.sessionMinutes, request.excludeSessionId)}`,
    })
    .from(tutors)
    .where(eq(tutors.id, tutorId))
    .for('share');
  if (!row || !offersStartTime(toSchedules([row])[0]!, time, request.sessionMinutes)) return 'notOffered';
  return row.free ? 'ok' : 'taken';
}

/** Thrown inside a candidate's savepoint to roll it back, and its locks with it. */
class Skipped extends Error {}

/**
 * Decides the tutor and time of a booking, with every rule checked under the locks that make the
 * decision stick until commit. A chosen tutor: the student's lock and the tutor's time in one
 * statement, then the checks. 'Any': the student's lock and checks, then each free candidate in fair
 * order in a savepoint of its own — its time locked, checked again, and on a miss rolled back, which
 * releases its locks — so a booking waits on one tutor's time at a time, never on every candidate's.
 */
export async function planBooking(tx: Tx, request: BookingRequest): Promise<BookingPlan> {
  const time = resolveMeetingTime(request.input, request.now);
  const wanted = request.input.tutor_id ?? ANY_TUTOR_ID;
  const isAny = wanted === ANY_TUTOR_ID;
  const pool = isAny ? request.tutors : request.tutors.filter((t) => t.id === wanted);
  if (!isAny && pool.length === 0) throw notFound('Tutor no encontrado');
  const candidates = pool.filter((tutor) => offersStartTime(tutor, time, request.sessionMinutes));
  if (candidates.length === 0) throw conflict(isAny ? BOOKING_MESSAGES.noTutor : BOOKING_CONFLICTS.notOffered);
  const minutes = request.sessionMinutes;

  if (candidates.length === 1) {
    const tutorId = candidates[0]!.id;
    await lockAllFor(tx, [studentLock(request.studentId), ...tutorTimeLocks(tutorId, time, minutes)]);
    await assertStudentMayBook(tx, request, time);
    const verdict = await checkCandidate(tx, tutorId, request, time);
    if (verdict === 'ok') return { tutorId, meetingTime: time };
    if (isAny) throw conflict(BOOKING_MESSAGES.noTutor);
    throw conflict(verdict === 'notOffered' ? BOOKING_CONFLICTS.notOffered : BOOKING_CONFLICTS.taken);
  }

  await lockAllFor(tx, [studentLock(request.studentId)]);
  await assertStudentMayBook(tx, request, time);
  for (const tutorId of await freeInFairOrder(tx, candidates, time, minutes, request.excludeSessionId)) {
    const booked = await tx
      .transaction(async (savepoint) => {
        await lockAllFor(savepoint, tutorTimeLocks(tutorId, time, minutes));
        if ((await checkCandidate(savepoint, tutorId, request, time)) !== 'ok') throw new Skipped();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Skipped) return false;
        throw error;
      });
    if (booked) return { tutorId, meetingTime: time };
  }
  throw conflict(BOOKING_MESSAGES.noTutor);
}

/**
 * The locks, in one global order: the student first (quota, own overlaps), then one tutor shared
 * (bookings pass each other; a holder of a whole tutor is waited for) and that tutor's time — never
 * two tutors' at once, so concurrent bookings never deadlock. Not the whole tutor's bookings: two
 * sessions overlap when their starts are less than `minutes` apart, so their buckets (start ÷ length,
 * rounded down) differ by at most one; each booking locks its bucket and the next, and any two that
 * could overlap share a lock. Waiting (rather than skipping a busy tutor) keeps 'Any' from answering
 * "no tutor" while one is free.
 */
function studentLock(studentId: string): LockRequest {
  return { key: LOCKS.studentBooking, names: [studentId] };
}

function tutorTimeLocks(tutorId: string, time: Date, minutes: number): LockRequest[] {
  return [
    { key: LOCKS.tutorBooking, names: [tutorId], mode: 'shared' },
    { key: LOCKS.tutorSlot, names: tutorSlotLockNames(tutorId, time, minutes) },
  ];
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
