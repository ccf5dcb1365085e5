// Assignments (DESIGN §7): a lesson given to a student. Assigning makes it the student's current lesson
// and removing the current one moves it to their most recent open one, each in the assignment's own
// transaction; the tutor's feedback is the only field a PATCH writes. Reads and writes go through
// lib/crud under the caller's grant (a tutor's: their students' homework, by the derived field
// student_tutor_id).
import { and, eq, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES,
  Assignment,
  AssignmentCreateInput,
  AssignmentFeedbackInput,
} from '@charla/domain/assignments';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { assignments, lessonSubmissions, lessons, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { AppError, invalid, notFound } from '../../lib/errors';
import { defineResource } from '../../lib/resource';
import { assignmentFacts, signature } from '../../notify/facts';
import { homeworkFeedbackItem, lessonAssignedItem } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import type { AudioStorage } from '../../storage/storage';
import { assignmentAccessColumns, assignmentColumns, assignmentList, selectAssignments } from './columns';

export const STUDENT_NOT_FOUND = 'Estudiante no encontrado';
export const LESSON_NOT_FOUND = 'La lección no existe';

const userAccessColumns = accessColumnsFor('users', users);

/** Holds every other assignment write of this student until commit (the users row: no key update). */
async function lockStudent(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The student's current lesson is the lesson of their newest assignment. Read after the student's
 * lock, so the last of any concurrent assigns sees every other one committed: whatever order they
 * commit in, the student ends on the lesson of the newest assignment (created_at, then id).
 */
async function makeNewestCurrent(tx: Tx, userId: string): Promise<void> {
  await lockStudent(tx, userId);
  await tx
    .update(users)
    .set({
      current_lesson_id: sql`(select a.lesson_id from ${assignments} a where a.user_id = ${userId}
        order by a.created_at desc, a.id desc limit 1)`,
    })
    .where(eq(users.id, userId));
}

/**
 * Removing the current assignment moves the current lesson to the student's most recent open
 * assignment (issue 48, decision 030; none left open: no current lesson), unless another assignment of
 * the same lesson remains. After the student's lock, so a concurrent assign or remove is either seen
 * or runs after and sets it again; the lesson chosen is always one of an assignment still there.
 */
async function fallBackIfCurrentGone(tx: Tx, userId: string, lessonId: string): Promise<void> {
  await lockStudent(tx, userId);
  await tx
    .update(users)
    .set({
      current_lesson_id: sql`(select a.lesson_id from ${assignments} a where a.user_id = ${userId}
        and a.completed_at is null order by a.created_at desc, a.id desc limit 1)`,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.current_lesson_id, lessonId),
        sql`not exists (select 1 from ${assignments} a where a.user_id = ${userId} and a.lesson_id = ${lessonId})`,
      ),
    );
}

/** Tells the assignment's student, inside the transaction: the ids whose email is pending. */
async function tellStudent(
  tx: Tx,
  notifier: Notifier,
  assignmentId: string,
  writerId: string,
  item: typeof lessonAssignedItem,
): Promise<string[]> {
  const facts = await assignmentFacts(tx, assignmentId);
  if (!facts) return [];
  return notifier.store(tx, [item(facts, await signature(tx, writerId))]);
}

export function assignmentResource(db: Db, storage: AudioStorage, notifier: Notifier) {
  /**
   * The student as the caller reaches them through their own users grant: 404 for an unknown id,
   * for someone else's student and for the caller themselves (nobody is their own student), so the
   * answer never tells whether the person exists.
   */
  async function assertReachableStudent(actor: Actor, userId: string): Promise<void> {
    let condition;
    try {
      condition = grantCondition(authorize(actor, 'users', 'read', 'users', 'read'), userAccessColumns);
    } catch (error) {
      if (error instanceof AppError && error.status === 403) throw notFound(STUDENT_NOT_FOUND);
      throw error;
    }
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), condition));
    if (!found || found.id === actor.id) throw notFound(STUDENT_NOT_FOUND);
  }

  /** What a hook leaves for after the commit: the emails of the notices it stored. */
  const emails = (pending: string[]) => () => notifier.emailsPending(pending);

  return defineResource<Assignment, AssignmentCreateInput, AssignmentFeedbackInput>(db, {
    path: '/assignments',
    resource: 'assignments',
    collection: 'assignments',
    table: assignments,
    columns: assignmentColumns,
    from: selectAssignments as never,
    accessColumns: assignmentAccessColumns,
    list: assignmentList,
    notFoundMessage: ASSIGNMENT_MESSAGES.notFound,
    contracts: { entity: Assignment, create: AssignmentCreateInput, update: AssignmentFeedbackInput },
    updateMethods: ['patch'],
    // A student out of the caller's reach, or unknown: 404 (assertReachableStudent).
    errors: { create: [404] },
    hooks: {
      // The stored row is then checked against the caller's assignments grant inside the transaction (lib/crud).
      async prepareCreate(actor, { lesson_id, user_id }) {
        await assertReachableStudent(actor, user_id);
        const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lesson_id));
        if (!lesson) throw invalid(['body', 'lesson_id'], LESSON_NOT_FOUND, 'reference_error');
        return { lesson_id, user_id, assigned_by: actor.id };
      },
      async afterCreate(tx, row, input, actor) {
        await makeNewestCurrent(tx, input.user_id);
        return emails(await tellStudent(tx, notifier, row.id as string, actor.id, lessonAssignedItem));
      },
      // Only the feedback is written (AssignmentFeedbackInput strips every other key of the body).
      prepareUpdate: (_actor, input) => ({ feedback: input.feedback }),
      // New or changed feedback is told to the student; clearing it or saving it unchanged is not.
      async afterUpdate(tx, row, previous, actor) {
        if (!row.feedback || row.feedback === previous.feedback) return undefined;
        return emails(await tellStudent(tx, notifier, row.id as string, actor.id, homeworkFeedbackItem));
      },
      // With the assignment locked: no submission can arrive between this read and the delete. The
      // submission goes with the assignment (cascade); its recording after the commit. A store that fails
      // then leaves an unreferenced file, never a row without its file.
      async beforeDelete(tx, current) {
        const [row] = await tx
          .select({ key: lessonSubmissions.audio_file })
          .from(lessonSubmissions)
          .where(eq(lessonSubmissions.assignment_id, current.id as string));
        return row ? () => storage.delete(row.key).then(undefined, () => undefined) : undefined;
      },
      afterDelete: (tx, deleted) => fallBackIfCurrentGone(tx, deleted.user_id as string, deleted.lesson_id as string),
    },
  });
}
