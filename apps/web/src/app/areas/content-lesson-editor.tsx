// The content lesson editor with its preview (spec part 1 §2: the lesson screen "also usable in a
// preview mode with data supplied from outside"; part 2 §2 lesson form). The preview is the student's
// own LessonView, so the author sees exactly what the student will; the two features never import
// each other (STYLE), so the app joins them here, in the content area's chunk.
import { useMemo } from 'react';
import { renderLessonTexts } from '@charla/domain/markdown';
import { LessonFormPage } from '@/features/content-lessons/components/lesson-form-page';
import type { PreviewLesson } from '@/features/content-lessons/components/lesson-form-values';
import { LessonView } from '@/features/lessons/components/lesson-view';

/** The draft's texts rendered here by the same function the API renders a saved lesson's with. */
function StudentLessonPreview({ lesson }: { lesson: PreviewLesson }) {
  const rendered = useMemo(() => renderLessonTexts(lesson), [lesson]);
  return <LessonView lesson={rendered} preview />;
}

export function LessonEditorPage() {
  return <LessonFormPage Preview={StudentLessonPreview} />;
}
