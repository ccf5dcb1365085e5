// One assignment on /lecciones (spec part 1 §2): title, task and optional notes (markdown, clamped to
// a few lines), a check mark once completed, and 'Ver Lección' / 'Revisar Lección' to /lecciones/{id}.
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Assignment } from '@charla/domain/assignments';
import { buttonClass } from '@/components/button';
import { MarkdownHtml } from '@/components/markdown-html';
import { paths } from '@/lib/paths';
import { LESSON_TEXTS } from './lesson-texts';
import { CompletedBadge } from './lesson-view';

const CLAMPED = 'line-clamp-3';

export function AssignmentCard({ assignment }: { assignment: Assignment }) {
  const titleId = useId();
  const isCompleted = Boolean(assignment.completed_at);
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {assignment.title}
          </h2>
          {isCompleted ? <CompletedBadge /> : null}
        </header>
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{LESSON_TEXTS.task}</p>
          <MarkdownHtml compact className={CLAMPED} html={assignment.task_html} />
        </div>
        {assignment.notes_html ? (
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{LESSON_TEXTS.notes}</p>
            <MarkdownHtml compact className={CLAMPED} html={assignment.notes_html} />
          </div>
        ) : null}
        <Link
          to={paths.lessons.detail(assignment.id)}
          aria-describedby={titleId}
          className={buttonClass(isCompleted ? 'secondary' : 'primary', 'mt-auto self-start')}
        >
          {isCompleted ? LESSON_TEXTS.review : LESSON_TEXTS.view}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </article>
    </li>
  );
}
