// The lesson form's values (spec part 2 §2 "Lesson form", §5): what LessonInput (packages/domain)
// resolves, and how a saved lesson fills the form.
import type { ComponentType } from 'react';
import type { Lesson, LessonInput } from '@charla/domain/lessons';

export type LessonFormValues = LessonInput;

/** The server's 422 paths that are fields of this form ('linked_practices.2' included). */
export const LESSON_FIELDS = [
  'title',
  'video_url',
  'task',
  'notes',
  'linked_practices',
  'reading_text',
  'reading_language',
] as const;

export function lessonFormDefaults(lesson?: Lesson): LessonFormValues {
  return {
    title: lesson?.title ?? '',
    video_url: lesson?.video_url ?? '',
    task: lesson?.task ?? '',
    notes: lesson?.notes ?? '',
    linked_practices: lesson ? [...lesson.linked_practices] : [],
    reading_text: lesson?.reading_text ?? '',
    reading_language: lesson?.reading_language ?? 'en',
  };
}

/** The lesson as the student's view takes it (spec part 1 §2 preview mode). */
export interface PreviewLesson {
  title: string;
  video_url: string | null;
  notes: string | null;
  task: string;
  /** The passage to read aloud, as the student will see it (issue 49). */
  reading_text: string | null;
  reading_language: string;
}

/**
 * The student's lesson view in preview mode. The app gives it to the editor (app/areas/content-lesson-
 * editor.tsx): it belongs to the student lessons feature, and a feature never imports another (STYLE).
 */
export type LessonPreviewComponent = ComponentType<{ lesson: PreviewLesson }>;

/** What the student would see for what is typed now: trimmed, an empty video link or notes as none. */
export function previewLessonOf(values: Partial<LessonFormValues>, untitled: string): PreviewLesson {
  const notes = values.notes ?? '';
  return {
    title: values.title?.trim() || untitled,
    video_url: values.video_url?.trim() || null,
    notes: notes.trim() ? notes : null,
    task: values.task ?? '',
    reading_text: values.reading_text?.trim() || null,
    reading_language: values.reading_language ?? 'en',
  };
}
