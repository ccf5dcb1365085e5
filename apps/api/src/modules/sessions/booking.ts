// The booking rules of DESIGN §6, enforced inside one transaction serialised per student (quota) and
// per tutor and time (free slot); a booking that what is committed already refuses is refused before it
// (refuseEarly). The partial unique index on (tutor_id, meeting_time) is the last guard.
import { eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  bookingWindow,
  instantOf,
  offersStartTime,
  quotaProblem,
  type PlanQuotas,
  type BookSessionInput,
  type TutorSchedule,
} from '@charla/domain/booking';
import { parseTimestamp } from '@charla/domain/time';
import { ANY_TUTOR_ID, isOfferedTo, teaches, wrongLanguageMessage } from '@charla/domain/tutors';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import { LOCKS, lockAllFor, type LockRequest, type Queryable, type Tx } from '../../db/tx';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { SessionFacts } from '../../notify/messages';
import {
  candidateQuery,
  freeInFairOrder,
  selectStudent,
  spanOf,
  type Span,
  type Candidate,
  type StudentFacts,
} from './booking-reads';

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
  /** Tutors the caller may book (already narrowed by their tutors grant), with the languages they teach. */
  tutors: (TutorSchedule & { languages: string[] })[];
  /** The student's plan language (null without a plan): only tutors who teach it are offered. */
  language: string | null;
  /** A session being rescheduled: it neither blocks its own slot nor counts in the quota. */
  excludeSessionId?: string;
}

export interface BookingPlan {
  tutorId: string;
  meetingTime: Date;
  /** Read with the checks, under the locks: the names the booking's texts carry. */
  names: Pick<SessionFacts, 'student_name' | 'tutor_user_id' | 'tutor_name' | 'tutor_timezone'>;
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
 * The student's side of a booking, checked in this order: no other live session of theirs overlaps
 * [time, time + length) (409), and the plan's monthly quotas leave room (409).
 */
function assertStudentAllows(student: StudentFacts | undefined, type: BookSessionInput['type']) {
  if (!student) throw notFound('Usuario no encontrado');
  if (student.busy) throw conflict(BOOKING_CONFLICTS.studentBusy);
  const plan = student.name === null ? null : (student as PlanQuotas);
  const problem = quotaProblem(plan, { reading: student.reading, speaking: student.speaking }, type);
  if (problem) throw conflict(problem);
}

/** The student's side of a booking, in one statement: their facts, once they allow it. */
async function assertStudentMayBook(q: Queryable, request: BookingRequest, span: Span): Promise<StudentFacts> {
  const [student] = await selectStudent(q, span).where(eq(users.id, request.studentId));
  assertStudentAllows(student, request.input.type);
  return student!;
}

type Verdict = 'ok' | 'notOffered' | 'taken';

/** The schedule still offers the time (a tutor gone offers nothing), and no live session overlaps it. */
function verdictOf(candidate: Candidate | undefined, time: Date, minutes: number): Verdict {
  if (!candidate || !offersStartTime(toSchedules([candidate])[0]!, time, minutes)) return 'notOffered';
  return candidate.free ? 'ok' : 'taken';
}

/** The conflict a refused candidate answers: a chosen tutor says why, 'Any' that no tutor is free. */
function refusal(isAny: boolean, verdict: Exclude<Verdict, 'ok'>) {
  if (isAny) return conflict(BOOKING_MESSAGES.noTutor);
  return conflict(verdict === 'notOffered' ? BOOKING_CONFLICTS.notOffered : BOOKING_CONFLICTS.taken);
}

/** Thrown inside a candidate's savepoint to roll it back, and its locks with it. */
class Skipped extends Error {}

/** What a booking asks for, decided before anything is read: its time and the tutors that offer it. */
function askOf(request: BookingRequest) {
  const time = resolveMeetingTime(request.input, request.now);
  const wanted = request.input.tutor_id ?? ANY_TUTOR_ID;
  const isAny = wanted === ANY_TUTOR_ID;
  const pool = isAny
    ? request.tutors.filter((tutor) => isOfferedTo(tutor, request.language))
    : request.tutors.filter((tutor) => tutor.id === wanted);
  if (!isAny && pool.length === 0) throw notFound('Tutor no encontrado');
  if (!isAny && !teaches(pool[0]!, request.language)) {
    throw invalid(['body', 'tutor_id'], wrongLanguageMessage(request.language!));
  }
  const candidates = pool.filter((tutor) => offersStartTime(tutor, time, request.sessionMinutes));
  if (candidates.length === 0) throw conflict(isAny ? BOOKING_MESSAGES.noTutor : BOOKING_CONFLICTS.notOffered);
  return { time, isAny, candidates };
}

/**
 * Refuses, before any transaction or lock, a new booking that what is committed already refuses — with
 * the answer, in the order, that planBooking would give. A refusal read after the request arrived is that
 * request's true answer (the answer it would get had it run alone at that instant); only an acceptance
 * needs the locks. Under contention most attempts are refusals (the popular times fill first): they never
 * open a transaction, queue on locks or hold a connection.
 *
 * Answers the candidates free as committed, in fair order: planBooking tries the first alone.
 */
export async function refuseEarly(db: Db, request: BookingRequest): Promise<string[]> {
  const { time, isAny, candidates } = askOf(request);
  const span = spanOf(time, request.sessionMinutes);
  await assertStudentMayBook(db, request, span);
  const free = await freeInFairOrder(db, candidates, span);
  if (free.length === 0) throw refusal(isAny, 'taken');
  return free;
}

/**
 * Thrown by planBooking when the one tutor it was asked to try first for 'Any' is no longer free: the
 * transaction is rolled back (its locks with it) and the booking planned again over every candidate.
 */
export class FirstChoiceTaken extends Error {}

/**
 * Decides the tutor and time of a booking, with every rule checked under the locks that make the
 * decision stick until commit. One tutor — the one chosen, or for 'Any' `first`, the first free in fair
 * order as refuseEarly read it: the student's lock and the tutor's time in one statement, then the checks
 * in one more (a miss of `first` throws FirstChoiceTaken). 'Any' without `first`: the student's lock and
 * checks, then each free candidate in fair order in a savepoint of its own — its time locked, checked
 * again, and on a miss rolled back, which releases its locks — so a booking waits on one tutor's time at
 * a time, never on every candidate's.
 */
export async function planBooking(tx: Tx, request: BookingRequest, first?: string): Promise<BookingPlan> {
  const { time, isAny, candidates } = askOf(request);
  const minutes = request.sessionMinutes;
  const span = spanOf(time, minutes, request.excludeSessionId);
  const planOf = (student: StudentFacts, candidate: Candidate): BookingPlan => ({
    tutorId: candidate.id,
    meetingTime: time,
    names: {
      student_name: student.student_name,
      tutor_user_id: candidate.tutor_user_id,
      tutor_name: candidate.tutor_name,
      tutor_timezone: candidate.timezone,
    },
  });

  const one = candidates.length === 1 ? candidates[0] : candidates.find((tutor) => tutor.id === first);
  if (one) {
    const tutorId = one.id;
    await lockAllFor(tx, [studentLock(request.studentId), ...tutorTimeLocks(tutorId, time, minutes)]);
    // The student's facts and the candidate's, in one statement.
    const candidate = candidateQuery(tx, tutorId, span).as('candidate');
    const [row] = await selectStudent(tx, span, {
      candidate_id: candidate.id,
      timezone: candidate.timezone,
      availability: candidate.availability,
      blocked_slots: candidate.blocked_slots,
      tutor_user_id: candidate.tutor_user_id,
      tutor_name: candidate.tutor_name,
      free: candidate.free,
    })
      .leftJoin(candidate, sql`true`)
      .where(eq(users.id, request.studentId));
    assertStudentAllows(row, request.input.type);
    const found = row!.candidate_id === null ? undefined : ({ ...row!, id: row!.candidate_id } as Candidate);
    const verdict = verdictOf(found, time, minutes);
    if (verdict === 'ok') return planOf(row!, found!);
    if (candidates.length > 1) throw new FirstChoiceTaken();
    throw refusal(isAny, verdict);
  }

  await lockAllFor(tx, [studentLock(request.studentId)]);
  const student = await assertStudentMayBook(tx, request, span);
  for (const tutorId of await freeInFairOrder(tx, candidates, span)) {
    const candidate = await tx
      .transaction(async (savepoint) => {
        await lockAllFor(savepoint, tutorTimeLocks(tutorId, time, minutes));
        const [found] = await candidateQuery(savepoint, tutorId, span);
        if (verdictOf(found, time, minutes) !== 'ok') throw new Skipped();
        return found!;
      })
      .catch((error: unknown) => {
        if (error instanceof Skipped) return undefined;
        throw error;
      });
    if (candidate) return planOf(student, candidate);
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
export function studentLock(studentId: string): LockRequest {
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

/** Tutor rows as schedules (the rest of each row kept). */
export function toSchedules<R extends { id: string; timezone: string; availability: unknown; blocked_slots: unknown }>(
  rows: R[],
): (Omit<R, 'availability' | 'blocked_slots'> & TutorSchedule)[] {
  return rows.map((row) => ({
    ...row,
    availability: (row.availability ?? {}) as TutorSchedule['availability'],
    blocked_slots: (row.blocked_slots ?? []) as TutorSchedule['blocked_slots'],
  }));
}
