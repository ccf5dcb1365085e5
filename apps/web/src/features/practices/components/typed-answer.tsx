// The typed answer of fill-in-the-blank and tense-transform (spec part 2 §4, §5): compared trimmed
// and case-insensitive, an empty one is 'Por favor, escribe tu respuesta' (not an attempt), and
// typing after a wrong answer clears its feedback.
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { answersMatch, PLAYER_MESSAGES, type PracticeProps } from '@charla/domain/practices';
import { Button } from '@/components/button';
import type { ExerciseProps } from '../players/player-definition';

type Controls = Pick<
  ExerciseProps<PracticeProps, unknown>,
  'feedback' | 'isLocked' | 'onAnswer' | 'onEdit' | 'onNotice'
>;

export function useTypedAnswer(expected: string, { feedback, isLocked, onAnswer, onEdit, onNotice }: Controls) {
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLocked) return;
    if (value.trim() === '') onNotice(PLAYER_MESSAGES.emptyAnswer);
    else onAnswer(answersMatch(value, expected));
  };
  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    value,
    onChange: (event) => {
      setValue(event.target.value);
      onEdit();
    },
    readOnly: isLocked,
    autoFocus: true,
    autoComplete: 'off',
    autoCapitalize: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    'aria-invalid': feedback?.tone === 'wrong' || feedback?.tone === 'notice' ? true : undefined,
  };
  return { onSubmit, inputProps };
}

export function inputTone(feedback: Controls['feedback']) {
  if (feedback?.tone === 'correct') return 'border-emerald-500 bg-emerald-50';
  if (feedback?.tone === 'wrong') return 'border-red-500 bg-red-50';
  return 'border-slate-400 bg-white';
}

/** The form around a typed answer, with its 'Comprobar' button. */
export function AnswerForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {children}
      <Button type="submit">
        <Check aria-hidden="true" className="size-4" />
        Comprobar
      </Button>
    </form>
  );
}
