// The numbered choices of word-choice and subset-select: each button shows its key, and number keys
// pick it (spec part 2 §9). The wrong pick stays marked until the next one.
import { useId } from 'react';
import { useNumberKeys } from '../hooks/use-number-keys';

interface ChoiceButtonsProps {
  label: string;
  choices: readonly string[];
  /** Keys 1..maxKey pick the first choices (9 for word-choice, 3 for subset-select). */
  maxKey: number;
  picked: number | null;
  /** Whether the picked choice was right (null while nothing is judged). */
  isPickedCorrect: boolean | null;
  isLocked: boolean;
  onPick: (index: number) => void;
}

export function ChoiceButtons({
  label,
  choices,
  maxKey,
  picked,
  isPickedCorrect,
  isLocked,
  onPick,
}: ChoiceButtonsProps) {
  const labelId = useId();
  const hintId = useId();
  const keyCount = Math.min(choices.length, maxKey);
  useNumberKeys(keyCount, onPick, !isLocked);
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold text-slate-700">
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice, index) => {
          const isPicked = picked === index;
          const state = isPicked ? (isPickedCorrect ? 'correct' : isPickedCorrect === false ? 'wrong' : '') : '';
          return (
            <button
              key={`${index}:${choice}`}
              type="button"
              aria-disabled={isLocked || undefined}
              data-state={state || undefined}
              onClick={() => onPick(index)}
              className={`flex min-h-12 min-w-0 items-center gap-3 rounded-xl border-2 px-3 py-2 text-left text-lg font-semibold break-words transition-colors ${
                state === 'correct'
                  ? 'border-emerald-500 bg-emerald-50 text-emerald-900'
                  : state === 'wrong'
                    ? 'border-red-400 bg-red-50 text-red-900'
                    : 'border-slate-300 bg-white text-slate-900 hover:border-teal-600 hover:bg-teal-50'
              }`}
            >
              {index < keyCount ? (
                <kbd
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-slate-100 font-mono text-sm text-slate-700"
                >
                  {index + 1}
                </kbd>
              ) : null}
              <span className="min-w-0">{choice}</span>
            </button>
          );
        })}
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {keyCount === 1 ? 'Pulsa la tecla 1 para elegir.' : `Pulsa las teclas 1 a ${keyCount} para elegir.`}
      </p>
    </div>
  );
}
