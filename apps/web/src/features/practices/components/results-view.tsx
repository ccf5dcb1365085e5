// A run's results (spec part 2 §4, §9): completed count, attempts, accuracy, score and the emoji;
// after a timeout only what was finished counts; a 0 for finished work comes with why and what would
// raise it (issue 48). 'Intentar de nuevo' starts a new, reshuffled run.
import { useEffect, useId, useRef } from 'react';
import { RotateCcw } from 'lucide-react';
import { PLAYER_MESSAGES, resultEmoji, type PracticeScore, type ZeroScoreNote } from '@charla/domain/practices';
import { Button } from '@/components/button';

/** What the emoji says, for those who don't see it. */
const EMOJI_WORDS: Record<string, string> = { '🎉': '¡Excelente!', '👍': '¡Buen trabajo!', '📚': 'Sigue practicando' };

interface ResultsViewProps {
  score: PracticeScore;
  total: number;
  timedOut: boolean;
  /** Why the score is 0 and what would raise it (zeroScoreNote); only for a 0 with something finished. */
  note?: ZeroScoreNote | undefined;
  onRetry: () => void;
}

export function ResultsView({ score, total, timedOut, note, onRetry }: ResultsViewProps) {
  const headingId = useId();
  const noteId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The exercise the learner was using is gone: the results take the focus (and are read out).
  useEffect(() => headingRef.current?.focus(), []);
  const emoji = resultEmoji(score.accuracy);
  const rows = [
    ['Ejercicios completados', `${score.completed} de ${total}`],
    ['Intentos', String(score.total_attempts)],
    ['Precisión', `${score.accuracy}%`],
    ['Puntaje', String(score.score)],
  ] as const;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 text-center sm:p-8"
    >
      <p role="img" aria-label={EMOJI_WORDS[emoji]} className="text-6xl">
        {emoji}
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-slate-900 outline-none">
        Resultados
      </h2>
      {timedOut ? <p className="mt-1 font-medium text-amber-800">¡Se acabó el tiempo!</p> : null}
      <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-3 text-left">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd
              aria-describedby={note && label === 'Puntaje' ? noteId : undefined}
              className="text-xl font-semibold text-slate-900 tabular-nums"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {note ? (
        <div id={noteId} className="mx-auto mt-4 max-w-md rounded-xl bg-sky-50 p-4 text-left text-sm text-sky-950">
          <p>{note.reason}</p>
          <p className="mt-2 font-medium">{note.remedy}</p>
        </div>
      ) : null}
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {PLAYER_MESSAGES.retry}
      </Button>
    </section>
  );
}
