// Letter-tweak (spec part 2 §3, §4): one button per letter; a click moves a vowel short → long →
// silent → short and toggles a consonant sounded ↔ silent; 'Comprobar' is right only when every letter
// matches. Not timed.
import { useId, useState } from 'react';
import { Check } from 'lucide-react';
import {
  initialTweak,
  isVowel,
  nextTweak,
  PLAYER_MESSAGES,
  shuffle,
  tweaksMatch,
  type LetterTweak,
  type LetterTweakExercise,
} from '@charla/domain/practices';
import { Button } from '@/components/button';
import type { ExerciseProps, PlayerDefinition, PropsOf } from './player-definition';

type Props = PropsOf<'letter-tweak'>;

function stateOf(tweak: LetterTweak): string {
  if (tweak.silent) return 'muda';
  if (tweak.length === 'long') return 'larga';
  if (tweak.length === 'short') return 'corta';
  return 'sonora';
}

/** A macron over a long vowel, a breve over a short one; a silent letter is struck through. */
const MARKS: Record<string, string> = { larga: '¯', corta: '˘', muda: '', sonora: '' };

function LetterButton({ tweak, onClick }: { tweak: LetterTweak; onClick: () => void }) {
  const state = stateOf(tweak);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${tweak.letter}: ${state}`}
      data-state={state}
      className={`flex h-20 w-12 flex-col items-center justify-center rounded-xl border-2 font-mono transition-colors sm:w-14 ${
        tweak.silent
          ? 'border-dashed border-slate-400 bg-slate-50 text-slate-500'
          : isVowel(tweak.letter)
            ? 'border-violet-300 bg-violet-50 text-violet-900 hover:border-violet-500'
            : 'border-slate-300 bg-white text-slate-900 hover:border-teal-600'
      }`}
    >
      <span aria-hidden="true" className="h-5 text-xl leading-5">
        {MARKS[state]}
      </span>
      <span aria-hidden="true" className={`text-3xl leading-none ${tweak.silent ? 'line-through' : ''}`}>
        {tweak.letter}
      </span>
      <span aria-hidden="true" className="mt-1 text-[0.65rem] leading-none font-sans">
        {state}
      </span>
    </button>
  );
}

function LetterTweakExerciseView({ item, isLocked, onAnswer, onEdit }: ExerciseProps<Props, LetterTweakExercise>) {
  const hintId = useId();
  const [letters, setLetters] = useState(() => item.tweaks.map((tweak) => initialTweak(tweak.letter)));
  const cycle = (index: number) => {
    if (isLocked) return;
    setLetters((current) => current.map((tweak, i) => (i === index ? nextTweak(tweak) : tweak)));
    onEdit();
  };
  return (
    <div className="space-y-5">
      <p id={hintId} className="text-sm text-slate-600">
        Haz clic en cada letra para cambiarla: una vocal pasa de corta a larga, a muda y otra vez a corta; una
        consonante pasa de sonora a muda.
      </p>
      <div
        role="group"
        aria-label={`Letras de «${item.word}»`}
        aria-describedby={hintId}
        className="flex flex-wrap justify-center gap-2"
      >
        {letters.map((tweak, index) => (
          <LetterButton key={index} tweak={tweak} onClick={() => cycle(index)} />
        ))}
      </div>
      <div className="flex justify-center">
        <Button onClick={() => !isLocked && onAnswer(tweaksMatch(letters, item.tweaks))}>
          <Check aria-hidden="true" className="size-4" />
          Comprobar
        </Button>
      </div>
    </div>
  );
}

export const letterTweakPlayer: PlayerDefinition<Props, LetterTweakExercise> = {
  buildItems: (props, random) => shuffle(props.exercises, random),
  keyOf: (item) => item.word,
  wrongMessage: PLAYER_MESSAGES.letterTweakWrong,
  Exercise: LetterTweakExerciseView,
};
