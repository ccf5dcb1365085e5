// Homework recordings (DESIGN §7, decision 019): the same checks, limits and storage as SED audio
// (uploads/), one recording per assignment. Every check runs before anything is kept; the file is
// stored, then the submission row and completed_at are written in one transaction, and the file is
// deleted again when that transaction fails.
import { and, eq, sql } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES, isOwnHomework } from '@charla/domain/assignments';
import { MAX_SED_SECONDS, SED_MESSAGES } from '@charla/domain/seds';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import type { Db } from '../../db/client';
import type { Queryable } from '../../db/tx';
import { assignments, lessonSubmissions, lessons } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { findPgError } from '../../lib/pg-errors';
import { assignmentFacts } from '../../notify/facts';
import { homeworkSubmittedItem } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import type { AudioStorage } from '../../storage/storage';
import { checkRecording, storeRecording } from '../../uploads/recording';
import type { ReadingQueue } from './reading-worker';
import type { Upload } from '../../uploads/upload';
import { assignmentAccessColumns, type AssignmentRow, selectAssignments, submissionAccessColumns } from './columns';

export const RECORDING_NOT_FOUND = 'Esta tarea no tiene grabación';
export const RECORDING_GONE = 'La grabación de esta tarea ya no está disponible';

/** Homework is held to the SED recording's rules: WebM/Opus by content, the same size and length. */
const RECORDING = { field: 'audio_file', maxSeconds: MAX_SED_SECONDS, missingMessage: SED_MESSAGES.recordAudio };

/** The form's assignment_id must name the assignment of the path (spec part 1 §7). */
function assertSameAssignment(fields: Record<string, string>, id: string): void {
  const given = fields.assignment_id?.trim();
  if (!given) throw invalid(['body', 'assignment_id'], ASSIGNMENT_MESSAGES.noAssignment);
  if (given.toLowerCase() !== id) throw invalid(['body', 'assignment_id'], ASSIGNMENT_MESSAGES.assignmentMismatch);
}

const isDuplicateSubmission = (error: unknown) => {
  const pg = findPgError(error);
  return pg?.code === '23505' && pg.constraint === 'lesson_submissions_assignment_uidx';
};

export function createSubmissionService(db: Db, storage: AudioStorage, notifier: Notifier, readings: ReadingQueue) {
  return {
    /**
     * POST /assignments/{id}/submissions: needs `assignments: read` on the assignment through the
     * caller's grant (404 otherwise), to be the assignment's own student (403 otherwise, whatever the
     * role may do: decision 030) and the view's lesson_submissions `create` for the new row.
     * Takes ownership of the upload's temp file only through storeRecording; the route discards it.
     */
    async submit(actor: Actor, id: string, upload: Upload): Promise<AssignmentRow> {
      const reach = grantCondition(
        authorize(actor, 'assignments', 'read', 'assignments', 'read'),
        assignmentAccessColumns,
      );
      const creates = authorize(actor, 'assignments', 'read', 'lesson_submissions', 'create');
      assertSameAssignment(upload.fields, id);

      const readAssignment = (q: Queryable) =>
        q
          .select({
            user_id: assignments.user_id,
            completed_at: assignments.completed_at,
            reading_text: lessons.reading_text,
            reading_language: lessons.reading_language,
          })
          .from(assignments)
          .innerJoin(lessons, eq(lessons.id, assignments.lesson_id))
          .where(and(eq(assignments.id, id), reach));
      const [found] = await readAssignment(db);
      if (!found) throw notFound(ASSIGNMENT_MESSAGES.notFound);
      if (!isOwnHomework(found, actor.id)) throw forbidden(ASSIGNMENT_MESSAGES.notYourHomework);
      if (found.completed_at) throw conflict(ASSIGNMENT_MESSAGES.alreadySubmitted);

      const audio = await checkRecording(upload, RECORDING);
      const submissionId = newId();
      const key = `submissions/${submissionId}.webm`;
      await storeRecording(storage, audio, key);
      let stored: { updated: AssignmentRow; pending: string[] };
      try {
        stored = await db.transaction(async (tx) => {
          // Locked: of two submissions at once, the second waits here and then sees completed_at.
          const [current] = await readAssignment(tx).for('update');
          if (!current) throw notFound(ASSIGNMENT_MESSAGES.notFound);
          if (current.completed_at) throw conflict(ASSIGNMENT_MESSAGES.alreadySubmitted);
          await tx.insert(lessonSubmissions).values({
            id: submissionId,
            assignment_id: id,
            user_id: current.user_id,
            audio_file: key,
            audio_seconds: audio.seconds,
            // The passage as it is now, for the assessment job (issue 49); none without one.
            reading_text: current.reading_text,
            reading_language: current.reading_text ? current.reading_language : null,
            reading: current.reading_text ? { status: 'pending' } : null,
          });
          const [allowed] = await tx
            .select({ id: lessonSubmissions.id })
            .from(lessonSubmissions)
            .where(and(eq(lessonSubmissions.id, submissionId), grantCondition(creates, submissionAccessColumns)));
          if (!allowed) throw forbidden();
          await tx
            .update(assignments)
            .set({ completed_at: sql`now()` })
            .where(eq(assignments.id, id));
          const [updated] = await selectAssignments(tx).where(eq(assignments.id, id));
          // The student's tutor hears of it (no tutor: no one to tell).
          const facts = await assignmentFacts(tx, id);
          const pending =
            facts?.tutor_user_id && facts.tutor_user_id !== actor.id
              ? await notifier.store(tx, [homeworkSubmittedItem(facts, facts.tutor_user_id)])
              : [];
          return { updated: updated!, pending };
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        // The unique index holds the rule where the lock could not (e.g. a row inserted outside this route).
        if (isDuplicateSubmission(error)) throw conflict(ASSIGNMENT_MESSAGES.alreadySubmitted);
        throw error;
      }
      await notifier.emailsPending(stored.pending);
      // After the commit (never inside a transaction: PGlite has one connection); a job lost here is
      // queued again at the next start (requeuePendingReadings).
      if (stored.updated.reading_text) await readings.enqueue(submissionId);
      return stored.updated;
    },

    /** The recording of an assignment, through the caller's lesson_submissions grant (404 otherwise). */
    async audio(actor: Actor, id: string): Promise<{ key: string; size: number }> {
      const grant = authorize(actor, 'assignments', 'read', 'lesson_submissions', 'read');
      const [row] = await db
        .select({ key: lessonSubmissions.audio_file })
        .from(lessonSubmissions)
        .where(and(eq(lessonSubmissions.assignment_id, id), grantCondition(grant, submissionAccessColumns)));
      if (!row) throw notFound(RECORDING_NOT_FOUND);
      const file = await storage.stat(row.key);
      if (!file) throw notFound(RECORDING_GONE);
      return { key: row.key, size: file.size };
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
