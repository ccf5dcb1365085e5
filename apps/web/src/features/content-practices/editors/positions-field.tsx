// Insert-it-right's allowed_positions (spec part 2 §3, §5): typed as comma-separated numbers, each
// value that is not one said at once ('not a number', 'must be non-negative', and the summary
// 'Valores inválidos: {list}'); only a text without them becomes the form's list of numbers. Beside it,
// the sentence with its gaps numbered: a tap (or Enter) on a number allows or removes that position.
import { useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { sentenceWords } from '@charla/domain/practices';
import { controlClass } from '@/components/form/field-shell';
import { useFieldIds } from '@/components/form/form';
import { EDITOR_TEXTS as T, FIELD_LABELS } from '../components/texts';
import { useSetField } from './editor-parts';
import { invalidSummary, parsePositions, positionsText, togglePosition } from './parse-positions';
import { useReportPositionErrors } from './position-errors';

/** The schema's messages for the list and for each of its numbers, once each. */
function useSchemaMessages(name: string): string[] {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const entry = get(errors, name) as unknown;
  if (!entry || typeof entry !== 'object') return [];
  const messages: string[] = [];
  const add = (value: unknown) => {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message && !messages.includes(message)) messages.push(message);
  };
  add(entry);
  add((entry as { root?: unknown }).root);
  if (Array.isArray(entry)) entry.forEach(add);
  return messages;
}

function Gaps({ sentence, chosen, onToggle }: { sentence: string; chosen: number[]; onToggle: (n: number) => void }) {
  const words = sentenceWords(sentence);
  if (words.length === 0) return null;
  const gap = (position: number) => (
    <button
      type="button"
      aria-pressed={chosen.includes(position)}
      aria-label={T.gap(position)}
      onClick={() => onToggle(position)}
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full border text-sm font-semibold ${
        chosen.includes(position)
          ? 'border-teal-700 bg-teal-700 text-white'
          : 'border-dashed border-slate-400 bg-white text-slate-700 hover:border-teal-600'
      }`}
    >
      {position}
    </button>
  );
  return (
    <div role="group" aria-label={T.gapsLabel} className="space-y-1.5">
      <p className="text-sm text-slate-600">{T.gapsHint}</p>
      <p className="flex flex-wrap items-center gap-1.5 rounded-lg bg-slate-50 p-2 text-slate-900">
        {gap(0)}
        {words.map((word, index) => (
          <span key={index} className="contents">
            <span className="break-all">{word}</span>
            {gap(index + 1)}
          </span>
        ))}
      </p>
    </div>
  );
}

export function PositionsField({ base }: { base: string }) {
  const name = `${base}.allowed_positions`;
  const { getValues } = useFormContext();
  const setField = useSetField();
  const ids = useFieldIds(name);
  const [text, setText] = useState(() => positionsText(getValues(name) as unknown[] | undefined));
  const parsed = parsePositions(text);
  const hasInvalid = parsed.invalid.length > 0;
  const schemaMessages = useSchemaMessages(name);
  const sentence = useWatch({ name: `${base}.sentence` }) as unknown;
  useReportPositionErrors(ids.id, hasInvalid);

  const change = (next: string) => {
    setText(next);
    const result = parsePositions(next);
    if (result.invalid.length === 0) setField(name, result.values);
  };
  const isInvalid = hasInvalid || schemaMessages.length > 0;
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.id} className="block text-sm font-medium text-slate-800">
        {FIELD_LABELS.allowed_positions}
      </label>
      <input
        id={ids.id}
        type="text"
        inputMode="text"
        autoComplete="off"
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={[isInvalid ? ids.errorId : null, ids.hintId].filter(Boolean).join(' ')}
        placeholder="0, 3"
        className={controlClass(isInvalid)}
      />
      <p id={ids.hintId} className="text-sm text-slate-600">
        {T.positionsHint}
      </p>
      <div id={ids.errorId} aria-live="polite" className="text-sm text-red-700">
        {hasInvalid ? (
          <>
            <p className="font-medium">{invalidSummary(parsed.invalid)}</p>
            <ul className="list-disc pl-5">
              {parsed.invalid.map((entry, index) => (
                <li key={index}>{`${entry.value}: ${entry.message}`}</li>
              ))}
            </ul>
          </>
        ) : schemaMessages.length > 0 ? (
          <p>{schemaMessages.join('; ')}</p>
        ) : null}
      </div>
      <Gaps
        sentence={typeof sentence === 'string' ? sentence : ''}
        chosen={parsed.values}
        onToggle={(position) => change(togglePosition(text, position))}
      />
    </div>
  );
}
