// The lesson as the student sees it (spec part 1 §2 /lecciones/{id}): title and 'Completada' badge,
// the video, and three collapsible sections (notes, recommended exercises, task — with the passage to
// read aloud and its result, issue 49). Presentational: the page gives it the assignment, its practices
// and the task's footer; the content editor gives it a lesson in preview mode (no back button, no
// practices, no submit form, no result), so both render the same.
import type { ReactNode } from 'react';
import { ArrowLeft, CircleCheck, Dumbbell, NotebookPen, StickyNote } from 'lucide-react';
import type { Practice } from '@charla/domain/practices';
import type { Reading } from '@charla/domain/reading';
import { Button } from '@/components/button';
import { MarkdownHtml } from '@/components/markdown-html';
import { CollapsibleSection } from './collapsible-section';
import { LessonVideo } from './lesson-video';
import { LessonReading } from './lesson-reading';
import { LESSON_TEXTS } from './lesson-texts';
import { PracticeCards } from './practice-cards';

export interface LessonViewProps {
  /** The task and notes as @charla/domain/markdown renders them (the API sends an assignment's). */
  lesson: {
    title: string;
    video_url: string | null;
    notes_html: string | null;
    task_html: string;
    completed_at?: string | null;
    /** The passage to read aloud (issue 49), above the recorder. */
    reading_text?: string | null;
    reading_language?: string;
    /** Its assessment, once the homework is sent. */
    reading?: Reading | null;
  };
  /** Preview mode: no back button, no practices, no submit form. */
  preview?: boolean;
  /** Ignored in preview. */
  practices?: Practice[];
  /** While the practices load (ignored in preview). */
  isLoadingPractices?: boolean;
  /** The submit form or the 'Tarea completada' box, under the task (ignored in preview). */
  taskFooter?: ReactNode;
  /** The back button (absent in preview). */
  onBack?: () => void;
}

export function CompletedBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
      <CircleCheck aria-hidden="true" className="size-4" />
      {LESSON_TEXTS.completed}
    </span>
  );
}

export function LessonView({
  lesson,
  preview = false,
  practices = [],
  isLoadingPractices = false,
  taskFooter,
  onBack,
}: LessonViewProps) {
  // Inside the editor's page the lesson is a part, not the page: its headings sit one level lower.
  const Title = preview ? 'h2' : 'h1';
  const sectionLevel = preview ? 3 : 2;
  // Blank markdown renders as nothing.
  const hasNotes = Boolean(lesson.notes_html);
  const hasTask = Boolean(lesson.task_html);
  return (
    <article className="min-w-0 space-y-5">
      {!preview && onBack ? (
        <Button variant="ghost" onClick={onBack} className="-ml-2 px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {LESSON_TEXTS.back}
        </Button>
      ) : null}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Title className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {lesson.title}
        </Title>
        {lesson.completed_at ? <CompletedBadge /> : null}
      </header>
      <LessonVideo url={lesson.video_url} title={lesson.title} />
      {/* Spec: the notes show when there are some, or in preview (with their fallback). */}
      {hasNotes || preview ? (
        <CollapsibleSection title={LESSON_TEXTS.notes} level={sectionLevel} icon={<StickyNote className="size-5" />}>
          {hasNotes ? (
            <MarkdownHtml html={lesson.notes_html!} />
          ) : (
            <p className="text-slate-600">{LESSON_TEXTS.noNotes}</p>
          )}
        </CollapsibleSection>
      ) : null}
      {preview ? null : (
        <CollapsibleSection
          title={LESSON_TEXTS.practices(practices.length)}
          level={sectionLevel}
          icon={<Dumbbell className="size-5" />}
        >
          <PracticeCards practices={practices} isLoading={isLoadingPractices} />
        </CollapsibleSection>
      )}
      <CollapsibleSection title={LESSON_TEXTS.task} level={sectionLevel} icon={<NotebookPen className="size-5" />}>
        <div className="space-y-5">
          {hasTask ? <MarkdownHtml html={lesson.task_html} /> : <p className="text-slate-600">{LESSON_TEXTS.noTask}</p>}
          {lesson.reading_text ? (
            <LessonReading
              text={lesson.reading_text}
              language={lesson.reading_language ?? 'en'}
              reading={preview ? null : (lesson.reading ?? null)}
            />
          ) : null}
          {preview ? null : taskFooter}
        </div>
      </CollapsibleSection>
    </article>
  );
}
