// What the texts need, read inside the transaction that tells them (so they say what commits).
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignments, lessons, sessions, tutors, users } from '../db/schema';
import type { Queryable } from '../db/tx';
import type { AssignmentFacts, SessionFacts } from './messages';

const sessionFactColumns = {
  id: sessions.id,
  type: sessions.type,
  estado: sessions.estado,
  meeting_time: sessions.meeting_time,
  meeting_url: sessions.meeting_url,
  sequence: sessions.sequence,
  cancel_reason: sessions.cancel_reason,
  student_id: sessions.user_id,
  student_name: users.name,
  tutor_user_id: tutors.user_id,
  tutor_name: tutors.public_name,
  tutor_timezone: tutors.timezone,
};

const selectSessionFacts = (q: Queryable) =>
  q
    .select(sessionFactColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(tutors, eq(tutors.id, sessions.tutor_id));

/**
 * A session's facts for its texts, and its estado. `share` locks the session row until commit: a
 * reminder being stored then waits for a cancel or a move, or the cancel or move waits for it.
 */
export async function sessionFacts(
  q: Queryable,
  sessionId: string,
  { share = false }: { share?: boolean } = {},
): Promise<(SessionFacts & { estado: string }) | undefined> {
  const query = selectSessionFacts(q).where(eq(sessions.id, sessionId));
  const [row] = share ? await query.for('share', { of: sessions }) : await query;
  return row;
}

/** The facts of several sessions (the weeks of a series), in time order. */
export async function sessionsFacts(q: Queryable, ids: string[]): Promise<(SessionFacts & { estado: string })[]> {
  if (ids.length === 0) return [];
  return selectSessionFacts(q).where(inArray(sessions.id, ids)).orderBy(sessions.meeting_time);
}

const studentTutor = alias(tutors, 'student_tutor');

/** The assignment with its student, lesson and the user of the student's tutor (null: no tutor). */
export async function assignmentFacts(
  q: Queryable,
  assignmentId: string,
): Promise<(AssignmentFacts & { tutor_user_id: string | null }) | undefined> {
  const [row] = await q
    .select({
      id: assignments.id,
      student_id: assignments.user_id,
      student_name: users.name,
      lesson_title: lessons.title,
      tutor_user_id: studentTutor.user_id,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.user_id))
    .innerJoin(lessons, eq(lessons.id, assignments.lesson_id))
    .leftJoin(studentTutor, eq(studentTutor.id, users.tutor_id))
    .where(eq(assignments.id, assignmentId));
  return row;
}

/** How a writer signs a text: a tutor by their public name, anyone else by their name. */
export async function signature(q: Queryable, userId: string): Promise<string> {
  const [row] = await q
    .select({ name: users.name, public_name: tutors.public_name })
    .from(users)
    .leftJoin(tutors, eq(tutors.user_id, users.id))
    .where(eq(users.id, userId));
  return row?.public_name ?? row?.name ?? 'Tu tutor';
}
