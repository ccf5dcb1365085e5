// Lessons (spec part 2 §2–§5, DESIGN §5, §7): title, video link, markdown task and notes, and the
// practices they link, saved with the lesson in one transaction. Content authors and admins write
// them; tutors read every lesson; a student reaches a lesson only through an assignment (the student
// view's `assigned_user_ids $contains id`, a derived field of access/derived.ts, applied by the CRUD
// in the statement itself). A lesson an assignment uses can't be deleted.
import { eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES } from '@charla/domain/assignments';
import { Lesson, LessonInput, LessonPatchInput } from '@charla/domain/lessons';
import type { Db } from '../../db/client';
import { assignments, lessons } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { conflict } from '../../lib/errors';
import type { ListSpec } from '../../lib/list';
import { defineResource } from '../../lib/resource';
import { lessonHtml } from '../../db/lesson-html';
import { linkedPracticeIds } from '../../db/linked-practices';
import { saveLinkedPractices } from './linked-practices';

export const LESSON_NOT_FOUND = 'Lección no encontrada';

export const lessonColumns = {
  id: lessons.id,
  title: lessons.title,
  video_url: lessons.video_url,
  task: lessons.task,
  notes: lessons.notes,
  linked_practices: linkedPracticeIds.as('linked_practices'),
  reading_text: lessons.reading_text,
  reading_language: lessons.reading_language,
  created_at: lessons.created_at,
  updated_at: lessons.updated_at,
};

export const lessonList: ListSpec = {
  sortable: { title: lessons.title, created_at: lessons.created_at, id: lessons.id },
  defaultSort: { by: 'created_at', order: -1 },
  search: [lessons.title],
  tiebreak: lessons.id,
};

/**
 * The lesson's own columns of an input, with the HTML of the texts it writes (db/lesson-html):
 * `linked_practices` is rows of lesson_practices, not a column.
 */
function lessonFields<T extends { linked_practices?: unknown; task?: string; notes?: string | null }>(input: T) {
  const { linked_practices: _links, ...fields } = input;
  return { ...fields, ...lessonHtml(fields) };
}

/**
 * An assignment keeps its lesson (409). The lesson row is locked FOR UPDATE here, which a concurrent
 * assignment's foreign-key check (FOR KEY SHARE) waits for; should one still slip in, the FK
 * assignments.lesson_id ON DELETE RESTRICT refuses the delete and lib/pg-errors answers the same 409.
 */
async function refuseWhenAssigned(tx: Tx, current: Record<string, unknown>): Promise<void> {
  const [used] = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.lesson_id, current.id as string))
    .limit(1);
  if (used) throw conflict(ASSIGNMENT_MESSAGES.lessonInUse);
}

export function lessonResource(db: Db) {
  return defineResource<Lesson, LessonInput, LessonPatchInput>(db, {
    path: '/lessons',
    resource: 'lessons',
    collection: 'lessons',
    table: lessons,
    columns: lessonColumns,
    list: lessonList,
    notFoundMessage: LESSON_NOT_FOUND,
    contracts: { entity: Lesson, create: LessonInput, update: LessonInput, patch: LessonPatchInput },
    updateMethods: ['put', 'patch'],
    hooks: {
      prepareCreate: (_actor, input) => lessonFields(input),
      async afterCreate(tx, row, input) {
        await saveLinkedPractices(tx, row.id as string, input.linked_practices ?? []);
      },
      // A change of links alone is a change of the lesson: its updated_at moves (the touch trigger sets it).
      prepareUpdate: (_actor, input) =>
        input.linked_practices === undefined ? lessonFields(input) : { ...lessonFields(input), updated_at: new Date() },
      // Before the lesson's own columns are written, with the row locked: a refusal writes nothing.
      async beforeUpdate(tx, current, input) {
        if (input.linked_practices !== undefined)
          await saveLinkedPractices(tx, current.id as string, input.linked_practices);
      },
      beforeDelete: refuseWhenAssigned,
    },
  });
}
