// An assignment's task and notes as the API sends them with their HTML (docs/decisions/027), rendered by
// the same function, for fixtures written as markdown.
import { renderMarkdown } from '@charla/domain/markdown';

export function withLessonHtml<T extends { task: string; notes: string | null }>(
  lesson: T,
): T & { task_html: string; notes_html: string | null } {
  return {
    ...lesson,
    task_html: renderMarkdown(lesson.task),
    notes_html: lesson.notes === null ? null : renderMarkdown(lesson.notes),
  };
}
