// A lesson's task and notes are stored with their HTML (docs/decisions/027): rendered once, when the
// lesson is written, by the one markdown renderer, and sent with each assignment so that a student's
// browser never parses markdown.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { MARKDOWN_VERSION, renderMarkdown, renderOptionalMarkdown } from '@charla/domain/markdown';
import type { Db } from './client';
import { lessons } from './schema';

// A type, not an interface: a row of columns is a record.
type LessonHtml = { task_html?: string; notes_html?: string | null; html_version?: number };

/**
 * The HTML columns for the lesson fields being written. A write of both texts renders both at this
 * renderer's version; a write of one renders that one and leaves the version as it was (the other text's
 * HTML may be from an older renderer, which start-up renders again).
 */
export function lessonHtml(fields: { task?: string; notes?: string | null }): LessonHtml {
  const html: LessonHtml = {};
  if (fields.task !== undefined) html.task_html = renderMarkdown(fields.task);
  if (fields.notes !== undefined) html.notes_html = renderOptionalMarkdown(fields.notes);
  if (fields.task !== undefined && fields.notes !== undefined) html.html_version = MARKDOWN_VERSION;
  return html;
}

const BATCH = 100;

/**
 * Renders every lesson whose HTML is missing or from another renderer version, a hundred at a time, in
 * id order. A row is written only while its texts are still the ones rendered (a lesson edited meanwhile
 * was rendered by its edit). Idempotent: several API processes starting together write the same HTML.
 */
export async function renderStaleLessons(db: Db): Promise<number> {
  let rendered = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: lessons.id, task: lessons.task, notes: lessons.notes })
      .from(lessons)
      .where(and(ne(lessons.html_version, MARKDOWN_VERSION), gt(lessons.id, after)))
      .orderBy(asc(lessons.id))
      .limit(BATCH);
    for (const row of rows) {
      await db
        .update(lessons)
        .set(lessonHtml(row))
        .where(
          and(
            eq(lessons.id, row.id),
            eq(lessons.task, row.task),
            sql`${lessons.notes} is not distinct from ${row.notes}`,
          ),
        );
    }
    rendered += rows.length;
    if (rows.length < BATCH) return rendered;
    after = rows[rows.length - 1]!.id;
  }
}
