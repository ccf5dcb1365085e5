// An assignment as the API shows it (DESIGN §7): the row joined with its lesson (title, task, notes,
// video, linked practices in their order) and its homework recording, if any, by its authorised URL.
import { eq, sql } from 'drizzle-orm';
import type { Reading } from '@charla/domain/reading';
import { accessColumnsFor } from '../../access/sql';
import { linkedPracticeIds } from '../../db/linked-practices';
import { assignments, lessonSubmissions, lessons } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import type { ListSpec } from '../../lib/list';

/** Always qualified: inside a subquery an unqualified name would bind to the inner table. */
const assignment = (column: string) => sql`${sql.identifier('assignments')}.${sql.identifier(column)}`;

/**
 * The recording as the Submission contract has it, or null. Its instant is written as the API writes
 * every instant (ISO 8601 in UTC with Z), since it travels inside JSON rather than as a column.
 */
const submission = sql<{
  id: string;
  audio_url: string;
  audio_seconds: number | null;
  created_at: string;
} | null>`(select json_build_object(
    'id', s.id,
    'audio_url', '/api/assignments/' || s.assignment_id || '/audio',
    'audio_seconds', s.audio_seconds,
    'created_at', to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from lesson_submissions s where s.assignment_id = ${assignment('id')})`;

/** The recording's assessment against the passage it was made for (issue 49), or null. */
const reading = sql<Reading | null>`(select s.reading from lesson_submissions s where s.assignment_id = ${assignment('id')})`;

/** What an assignment shows of its lesson; the practices in lesson_practices.position order (spec part 1 §7: 'Práctica #n'). */
const lessonColumns = {
  title: lessons.title,
  task: lessons.task,
  notes: lessons.notes,
  task_html: lessons.task_html,
  notes_html: lessons.notes_html,
  video_url: lessons.video_url,
  linked_practices: linkedPracticeIds.as('linked_practices'),
  reading_text: lessons.reading_text,
  reading_language: lessons.reading_language,
};

export const assignmentColumns = {
  id: assignments.id,
  lesson_id: assignments.lesson_id,
  user_id: assignments.user_id,
  assigned_by: assignments.assigned_by,
  ...lessonColumns,
  completed_at: assignments.completed_at,
  feedback: assignments.feedback,
  submission: submission.as('submission'),
  reading: reading.as('reading'),
  created_at: assignments.created_at,
  updated_at: assignments.updated_at,
};

/** The projection's join: every assignment has its lesson (a lesson in use can't be deleted). */
export const selectAssignments = (q: Queryable, columns: Record<string, unknown> = assignmentColumns) =>
  q
    .select(columns as typeof assignmentColumns)
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lesson_id));

/** A row as this projection reads it: the Assignment contract before JSON (instants are Dates here). */
export type AssignmentRow = Awaited<ReturnType<typeof selectAssignments>>[number];

/** View filters may name these fields, derived ones included (student_tutor_id: access/derived). */
export const assignmentAccessColumns = accessColumnsFor('assignments', assignments);
export const submissionAccessColumns = accessColumnsFor('lesson_submissions', lessonSubmissions);

/** Newest first (spec part 2 §2: the student's assignments); `?user_id=` is one student's. */
export const assignmentList: ListSpec = {
  sortable: { created_at: assignments.created_at, completed_at: assignments.completed_at, id: assignments.id },
  defaultSort: { by: 'created_at', order: -1 },
  equality: {
    user_id: { column: assignments.user_id, kind: 'uuid' },
    lesson_id: { column: assignments.lesson_id, kind: 'uuid' },
  },
  ranges: { created_at: assignments.created_at, completed_at: assignments.completed_at },
  tiebreak: assignments.id,
};
