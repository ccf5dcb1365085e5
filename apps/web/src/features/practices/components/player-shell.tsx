// The frame every player runs in: 'Ejercicio n de N', the timer bar of the timed types, the
// exercise, the feedback live region, and the results when the run ends.
import { optionCount, zeroScoreNote, type PracticeProps, type Random } from '@charla/domain/practices';
import { usePracticeRun, type RunSetup } from '../hooks/use-practice-run';
import type { PlayerDefinition } from '../players/player-definition';
import { FeedbackMessage } from './feedback-message';
import { ResultsView } from './results-view';
import { TimerBar } from './timer-bar';

interface PlayerShellProps<P extends PracticeProps, Item> {
  definition: PlayerDefinition<P, Item>;
  props: P;
  random?: Random;
  statsTarget?: RunSetup<Item>['statsTarget'];
}

export function PlayerShell<P extends PracticeProps, Item>({
  definition,
  props,
  random,
  statsTarget,
}: PlayerShellProps<P, Item>) {
  const run = usePracticeRun<Item>({
    props,
    buildItems: (randomSource) => definition.buildItems(props, randomSource),
    keyOf: definition.keyOf,
    wrongMessage: definition.wrongMessage,
    random,
    statsTarget,
  });

  if (run.phase === 'finished' && run.score)
    return (
      <ResultsView
        score={run.score}
        total={run.total}
        timedOut={run.timedOut}
        note={zeroScoreNote(run.score, optionCount(props))}
        onRetry={run.restart}
      />
    );

  const { Exercise } = definition;
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-slate-600">
        Ejercicio {run.index + 1} de {run.total}
      </p>
      {run.isTimed ? <TimerBar key={run.runId} startedAt={run.startedAt} onExpire={run.expire} /> : null}
      {run.item !== undefined ? (
        <Exercise
          key={`${run.runId}:${run.index}`}
          props={props}
          item={run.item}
          feedback={run.feedback}
          isLocked={run.phase === 'advancing'}
          onAnswer={run.answer}
          onEdit={run.edit}
          onNotice={run.notice}
        />
      ) : null}
      <FeedbackMessage feedback={run.feedback} />
    </div>
  );
}
