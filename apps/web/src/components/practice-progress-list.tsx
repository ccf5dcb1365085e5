// One card per practice played (issue 10 "per practice the best and latest score, accuracy and
// attempts"): shared by the student's 'Mi progreso' and the tutor's view of a student. Cards, not a
// table, so a phone never scrolls sideways.
import { useId } from 'react';
import { Link } from 'react-router';
import { Play } from 'lucide-react';
import { formatAccuracy, formatScore, ZERO_SCORE_HINT, type PracticeProgress } from '@charla/domain/practices';
import { formatDateTime } from '@charla/domain/time';
import { paths } from '@/lib/paths';
import { buttonClass } from './button';
import { PracticeTypeLabel } from './practice-type-label';

export const PROGRESS_TEXTS = {
  bestScore: 'Mejor puntaje',
  latestScore: 'Último puntaje',
  latestAccuracy: 'Precisión (última vez)',
  latestAttempts: 'Intentos (última vez)',
  runs: 'Veces jugada',
  lastPlayed: 'Última vez',
  mostMissed: 'Lo que más falla',
  misses: (count: number) => (count === 1 ? '1 fallo' : `${count} fallos`),
  noMisses: 'Ningún fallo registrado.',
  practiceAgain: 'Practicar de nuevo',
} as const;

interface PracticeProgressListProps {
  rows: readonly PracticeProgress[];
  /** The list's accessible name. */
  label: string;
  /** The cards' title level under the surrounding heading. */
  headingLevel: 2 | 3;
  /** The tutor's view: the items the student keeps missing. */
  showMostMissed?: boolean;
  /** The student's own view: 'Practicar de nuevo' → /practices/{id}. */
  canPractice?: boolean;
}

function Stat({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function MostMissed({ items }: { items: PracticeProgress['most_missed'] }) {
  const headingId = useId();
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p id={headingId} className="font-semibold">
        {PROGRESS_TEXTS.mostMissed}
      </p>
      {items.length === 0 ? (
        <p className="mt-1">{PROGRESS_TEXTS.noMisses}</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-1 space-y-1">
          {items.map((item) => (
            <li key={item.exercise_key} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 break-words">{item.exercise_key}</span>
              <span className="shrink-0 font-semibold tabular-nums">{PROGRESS_TEXTS.misses(item.misses)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ProgressCard({
  row,
  headingLevel,
  showMostMissed,
  canPractice,
}: { row: PracticeProgress } & Omit<PracticeProgressListProps, 'rows' | 'label'>) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="flex h-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div>
          <PracticeTypeLabel type={row.practice_type} />
        </div>
        <Heading id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {row.title}
        </Heading>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat label={PROGRESS_TEXTS.bestScore} value={formatScore(row.best_score)} />
          <Stat label={PROGRESS_TEXTS.latestScore} value={formatScore(row.latest_score)} />
          <Stat label={PROGRESS_TEXTS.latestAccuracy} value={formatAccuracy(row.latest_accuracy)} />
          <Stat label={PROGRESS_TEXTS.latestAttempts} value={formatScore(row.latest_total_attempts)} />
          <Stat label={PROGRESS_TEXTS.runs} value={formatScore(row.runs)} />
          <Stat label={PROGRESS_TEXTS.lastPlayed} value={formatDateTime(row.last_played_at)} wide />
        </dl>
        {row.latest_score === 0 || row.best_score === 0 ? (
          <p className="text-sm text-slate-700">{ZERO_SCORE_HINT}</p>
        ) : null}
        {showMostMissed ? <MostMissed items={row.most_missed} /> : null}
        {canPractice ? (
          <div className="mt-auto pt-1">
            <Link
              to={paths.practices.detail(row.practice_id)}
              aria-describedby={titleId}
              className={buttonClass('secondary', 'w-full sm:w-auto')}
            >
              <Play aria-hidden="true" className="size-4" />
              {PROGRESS_TEXTS.practiceAgain}
            </Link>
          </div>
        ) : null}
      </article>
    </li>
  );
}

export function PracticeProgressList({ rows, label, ...cardProps }: PracticeProgressListProps) {
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
      {rows.map((row) => (
        <ProgressCard key={row.practice_id} row={row} {...cardProps} />
      ))}
    </ul>
  );
}
