// One assignment on /lecciones (spec part 1 §2): title, a summary of the task and of the optional notes
// (their words only, a line or two each: the lesson page has them in full, issue 48), a check mark
// once completed, and 'Ver Lección' / 'Revisar Lección' to /lecciones/{id}.
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Assignment } from '@charla/domain/assignments';
import { buttonClass } from '@/components/button';
import { htmlSummary } from '@/components/html-summary';
import { paths } from '@/lib/paths';
import { LESSON_TEXTS } from './lesson-texts';
import { CompletedBadge } from './lesson-view';

function Summary({ label, html, lines }: { label: string; html: string; lines: 'line-clamp-1' | 'line-clamp-2' }) {
  const words = useMemo(() => htmlSummary(html), [html]);
  return (
    <p className={`${lines} text-sm break-words text-slate-700`}>
      <span className="font-semibold text-slate-900">{label}: </span>
      {words}
    </p>
  );
}

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
        <div className="space-y-1">
          <Summary label={LESSON_TEXTS.task} html={assignment.task_html} lines="line-clamp-2" />
          {assignment.notes_html ? (
            <Summary label={LESSON_TEXTS.notes} html={assignment.notes_html} lines="line-clamp-1" />
          ) : null}
        </div>
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
