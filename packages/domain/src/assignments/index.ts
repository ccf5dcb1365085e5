// An assignment: a lesson given to a student, with its homework recording and the tutor's feedback
// (spec part 1 §3, part 2 §3; DESIGN §7).
import { z } from 'zod';
import { Id, Timestamp } from '../http/index';
import { PLAN_LANGUAGES } from '../plans/index';
import { Reading } from '../reading/entity';

export const AssignmentCreateInput = z.object({ lesson_id: Id, user_id: Id });
export type AssignmentCreateInput = z.infer<typeof AssignmentCreateInput>;

/** PATCH /api/assignments/{id}: the tutor's feedback ('Retroalimentación'); empty clears it. */
export const AssignmentFeedbackInput = z.object({
  feedback: z
    .string({ error: 'La retroalimentación debe ser texto' })
    .max(5000, 'La retroalimentación es demasiado larga')
    .nullable()
    .transform((text) => (text?.trim() ? text.trim() : null)),
});
export type AssignmentFeedbackInput = z.input<typeof AssignmentFeedbackInput>;

/** The homework recording of an assignment (one per assignment). */
export const Submission = z.object({
  id: z.string(),
  /** '/api/assignments/{id}/audio': behind the bearer header, so fetched as a Blob. */
  audio_url: z.string(),
  audio_seconds: z.number().nullable(),
  created_at: Timestamp,
});
export type Submission = z.infer<typeof Submission>;

/** An assignment joined with its lesson (GET /api/assignments, /api/assignments/{id}). */
export const Assignment = z.object({
  id: z.string(),
  lesson_id: z.string(),
  user_id: z.string(),
  assigned_by: z.string().nullable(),
  title: z.string(),
  task: z.string(),
  notes: z.string().nullable(),
  /** The task and notes as safe HTML, rendered by @charla/domain/markdown when the lesson was written. */
  task_html: z.string(),
  notes_html: z.string().nullable(),
  video_url: z.string().nullable(),
  linked_practices: z.array(z.string()),
  /** The lesson's passage to read aloud, if it has one (issue 49). */
  reading_text: z.string().nullable(),
  reading_language: z.enum(PLAN_LANGUAGES),
  completed_at: Timestamp.nullable(),
  feedback: z.string().nullable(),
  submission: Submission.nullable(),
  /** The assessment of the recording against the passage it was made for; null without a passage or a recording. */
  reading: Reading.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Assignment = z.infer<typeof Assignment>;

/**
 * Homework is sent only by the student the assignment belongs to, whatever the caller's role may
 * otherwise do (issue 48, decision 030): an admin or a tutor reads it, never hands it in.
 */
export function isOwnHomework(assignment: Pick<Assignment, 'user_id'>, userId: string | undefined): boolean {
  return userId !== undefined && assignment.user_id === userId;
}

/**
 * What the student's screens list (/lecciones): the caller's own assignments, also for a role that
 * reaches everyone's (an admin sees their own there, not every student's).
 */
export const ownAssignmentsPath = (userId: string) => `/assignments?user_id=${encodeURIComponent(userId)}`;

/** The homework upload's file name (spec part 1 §3). */
export const SUBMISSION_FILE_NAME = 'grabacion.webm';

export const ASSIGNMENT_MESSAGES = {
  alreadySubmitted: 'Esta tarea ya fue enviada',
  assignmentMismatch: 'La asignación del formulario no coincide con la de la dirección',
  noAssignment: 'Error: No se pudo identificar la asignación',
  notFound: 'Asignación no encontrada',
  lessonInUse: 'No se puede eliminar la lección porque está asignada a estudiantes',
  notYourStudent: 'Este estudiante no está a tu cargo',
  notYourHomework: 'Solo el estudiante al que se asignó la lección puede enviar esta tarea',
  sent: 'Tarea enviada con éxito',
} as const;
