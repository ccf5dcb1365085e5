// One card of 'Prácticas Disponibles' (spec part 2 §2): type icon and label, title, instructions,
// exercise count, '~N min' (2 minutes per exercise) and 'Comenzar' to /practices/{id}.
import { useId } from 'react';
import { Link } from 'react-router';
import { Clock, ListOrdered, Play } from 'lucide-react';
import {
  estimatedMinutes,
  exerciseCount,
  PracticeProps,
  ZERO_SCORE_HINT,
  type Practice,
  type PracticeProgress,
} from '@charla/domain/practices';
import { languageLabel } from '@charla/domain/plans';
import { formatDateTime } from '@charla/domain/time';
import { buttonClass } from '@/components/button';
import { PracticeTypeLabel } from '@/components/practice-type-label';
import { paths } from '@/lib/paths';
import { PRACTICE_TEXTS } from './practice-texts';

interface PracticeCardProps {
  practice: Practice;
  /** The student's own results on it (best score, last attempt), when they have played it. */
  progress?: PracticeProgress;
}

function ProgressSummary({ progress }: { progress: PracticeProgress }) {
  return (
    <div className="rounded-xl bg-teal-50 p-3 text-sm text-teal-950">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-teal-800">{PRACTICE_TEXTS.bestScore}</dt>
          <dd className="text-lg font-semibold tabular-nums">{progress.best_score}</dd>
        </div>
        <div>
          <dt className="text-teal-800">{PRACTICE_TEXTS.lastAttempt}</dt>
          <dd>{formatDateTime(progress.last_played_at)}</dd>
          <dd className="font-medium">{PRACTICE_TEXTS.lastScore(progress.latest_score)}</dd>
        </div>
      </dl>
      {progress.latest_score === 0 ? <p className="mt-2">{ZERO_SCORE_HINT}</p> : null}
    </div>
  );
}

export function PracticeCard({ practice, progress }: PracticeCardProps) {
  const titleId = useId();
  // Props that don't validate have no count to show; the player says why it can't play them.
  const parsed = PracticeProps.safeParse(practice.props);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <PracticeTypeLabel type={practice.props.practice_type} />
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
          <span className="sr-only">{PRACTICE_TEXTS.languagePrefix}</span>
          {languageLabel(practice.language)}
        </span>
      </div>
      <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
        {practice.title}
      </h2>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{practice.instructions}</p>
      {parsed.success ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <ListOrdered aria-hidden="true" className="size-4" />
            {PRACTICE_TEXTS.exercises(exerciseCount(parsed.data))}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Duración aproximada: </span>
            {PRACTICE_TEXTS.minutes(estimatedMinutes(parsed.data))}
          </span>
        </p>
      ) : null}
      {progress ? <ProgressSummary progress={progress} /> : null}
      <div className="mt-auto pt-1">
        <Link
          to={paths.practices.detail(practice.id)}
          aria-describedby={titleId}
          className={buttonClass('primary', 'w-full sm:w-auto')}
        >
          <Play aria-hidden="true" className="size-4" />
          {PRACTICE_TEXTS.start}
        </Link>
      </div>
    </li>
  );
}
