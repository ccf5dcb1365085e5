// Letter-tweak (spec part 2 §3, §5): exercises of a word and one tweak per letter (letter, silent,
// length). Typing the word makes the letters (retweak.ts); each letter is set to what the learner must
// mark it: a vowel short, long or silent, a consonant sounded or silent — exactly the player's click
// cycle, so every exercise can be solved. An exercise can be deleted only when more than one remains.
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isVowel, type LetterTweak } from '@charla/domain/practices';
import { TextField } from '@/components/form/text-fields';
import { FieldError } from '@/components/form/field-error';
import { useFieldState } from '@/components/form/field-shell';
import { EDITOR_TEXTS as T, FIELD_LABELS } from '../components/texts';
import { newItem } from '../components/practice-form-values';
import { ItemList, useSetField } from './editor-parts';
import { retweak } from './retweak';

type StateKey = keyof typeof T.letterStates;

const STATE_TWEAKS: Record<StateKey, Omit<LetterTweak, 'letter'>> = {
  short: { silent: false, length: 'short' },
  long: { silent: false, length: 'long' },
  silent: { silent: true, length: null },
  sounded: { silent: false, length: null },
};

function stateOf(tweak: LetterTweak): StateKey {
  if (tweak.silent) return 'silent';
  return tweak.length ?? 'sounded';
}

const reachableFor = (letter: string): StateKey[] =>
  isVowel(letter) ? ['short', 'long', 'silent'] : ['sounded', 'silent'];

function LetterSelect({ name, index, tweak }: { name: string; index: number; tweak: LetterTweak }) {
  const id = useId();
  const setField = useSetField();
  const current = stateOf(tweak);
  const reachable = reachableFor(tweak.letter);
  // A saved state the player's cycle cannot reach is shown as it is, and said so.
  const states = reachable.includes(current) ? reachable : [...reachable, current];
  return (
    <div className="flex w-24 flex-col items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
      <label
        htmlFor={id}
        className={`font-mono text-2xl leading-none ${tweak.silent ? 'text-slate-400 line-through' : 'text-slate-900'}`}
      >
        <span className="sr-only font-sans">{T.letterPrefix(index)}</span> {tweak.letter}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => setField(name, { letter: tweak.letter, ...STATE_TWEAKS[event.target.value as StateKey] })}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-1 text-sm"
      >
        {states.map((state) => (
          <option key={state} value={state}>
            {reachable.includes(state) ? T.letterStates[state] : `${T.letterStates[state]} (${T.unreachable})`}
          </option>
        ))}
      </select>
    </div>
  );
}

function LetterTweakRow({ index }: { index: number }) {
  const base = `props.exercises.${index}`;
  const { control, getValues } = useFormContext();
  const setField = useSetField();
  const tweaks = (useWatch({ control, name: `${base}.tweaks` }) as LetterTweak[] | undefined) ?? [];
  const word = useWatch({ control, name: `${base}.word` }) as unknown;
  const { ids, error } = useFieldState({ name: `${base}.tweaks` });
  return (
    <>
      <TextField
        name={`${base}.word`}
        label={FIELD_LABELS.word}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        onValueChange={(word) =>
          setField(`${base}.tweaks`, retweak(word, (getValues(`${base}.tweaks`) as LetterTweak[] | undefined) ?? []))
        }
      />
      <div className="space-y-1.5">
        <p id={ids.hintId} className="text-sm font-medium text-slate-800">
          {FIELD_LABELS.tweaks}
        </p>
        {tweaks.length > 0 ? (
          <ul
            aria-label={`${FIELD_LABELS.tweaks} de «${typeof word === 'string' ? word.trim() : ''}»`}
            aria-describedby={error ? ids.errorId : undefined}
            className="flex flex-wrap gap-2"
          >
            {tweaks.map((tweak, letterIndex) => (
              <li key={letterIndex}>
                <LetterSelect name={`${base}.tweaks.${letterIndex}`} index={letterIndex} tweak={tweak} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{T.noLetters}</p>
        )}
        <FieldError id={ids.errorId} error={error} />
      </div>
    </>
  );
}

export function LetterTweakEditor() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{T.letterTweakHint}</p>
      <ItemList name="props.exercises" list="exercises" newItem={newItem.letterTweak} minItems={1}>
        {(index) => <LetterTweakRow index={index} />}
      </ItemList>
    </div>
  );
}
