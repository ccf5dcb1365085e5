// The lesson's recommended exercises (spec part 1 §2): 'Práctica #n', title, instructions, '~30s' and
// 'Iniciar' to /practices/{id}, in the lesson's order.
import { useId } from 'react';
import { Link } from 'react-router';
import { Clock, Play } from 'lucide-react';
import type { Practice } from '@charla/domain/practices';
import { buttonClass } from '@/components/button';
import { paths } from '@/lib/paths';
import { LESSON_TEXTS } from './lesson-texts';

function PracticeCard({ practice, number }: { practice: Practice; number: number }) {
  const titleId = useId();
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
        {LESSON_TEXTS.practiceNumber(number)}
      </p>
      <p id={titleId} className="font-semibold break-words text-slate-900">
        {practice.title}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{practice.instructions}</p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">Duración aproximada: </span>
          <span>{LESSON_TEXTS.practiceEstimate}</span>
        </span>
        <Link
          to={paths.practices.detail(practice.id)}
          aria-describedby={titleId}
          className={buttonClass('primary', 'min-h-10 px-3')}
        >
          <Play aria-hidden="true" className="size-4" />
          {LESSON_TEXTS.startPractice}
        </Link>
      </div>
    </li>
  );
}

export function PracticeCards({ practices, isLoading = false }: { practices: Practice[]; isLoading?: boolean }) {
  if (isLoading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {LESSON_TEXTS.loadingPractices}
      </p>
    );
  }
  if (practices.length === 0) return <p className="text-slate-600">{LESSON_TEXTS.noPractices}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {practices.map((practice, index) => (
        <PracticeCard key={practice.id} practice={practice} number={index + 1} />
      ))}
    </ul>
  );
}
