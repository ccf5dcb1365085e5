// A practice whose type is none of the six (spec part 2 §2): its props edited as raw JSON. Text that
// is not a JSON object is silently ignored — the form keeps the last object that was — so a half-typed
// edit never loses the saved data. What the schema says of the props is listed under the box.
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { controlClass } from '@/components/form/field-shell';
import { useFieldIds } from '@/components/form/form';
import { fieldErrorsOf } from '@/components/form/validation-error-box';
import { EDITOR_TEXTS as T } from '../components/texts';
import { useSetField } from './editor-parts';

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function RawPropsEditor() {
  const { control, getValues } = useFormContext();
  const { errors } = useFormState({ control, name: 'props' });
  const setField = useSetField();
  const ids = useFieldIds('props');
  const [text, setText] = useState(() => JSON.stringify(getValues('props'), null, 2));
  // Every message under props, named by its path inside them.
  const messages = fieldErrorsOf(errors)
    .filter(([path]) => path === 'props' || path.startsWith('props.'))
    .map(([path, message]) => (path === 'props' ? message : `${path.slice('props.'.length)}: ${message}`));
  const isInvalid = messages.length > 0;
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.id} className="block text-sm font-medium text-slate-800">
        {T.rawJson}
      </label>
      <textarea
        id={ids.id}
        rows={14}
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const value = parseObject(event.target.value);
          if (value) setField('props', value);
        }}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={[isInvalid ? ids.errorId : null, ids.hintId].filter(Boolean).join(' ')}
        className={controlClass(isInvalid, 'font-mono text-sm')}
      />
      <p id={ids.hintId} className="text-sm text-slate-600">
        {T.rawJsonHint}
      </p>
      {isInvalid ? (
        <ul id={ids.errorId} className="list-disc pl-5 text-sm text-red-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
