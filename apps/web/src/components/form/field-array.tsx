import type { ReactNode } from 'react';
import { useFieldArray, type FieldValues } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../button';
import { FieldError } from './field-error';
import { useFieldState } from './field-shell';

interface FieldArrayProps {
  /** The list's path ('props.exercises'); each row's fields are named `${name}.${index}.…`. */
  name: string;
  legend: string;
  /** The values of a new row. */
  newItem: () => FieldValues;
  addLabel: string;
  /** The accessible name of row `index`'s remove button, e.g. 'Eliminar ejercicio 2'. */
  removeLabel: (index: number) => string;
  /** Rows can be removed only while more than this many remain (spec part 2 §5: at least one). */
  minItems?: number;
  children: (index: number) => ReactNode;
}

/** Repeated items (e.g. a practice's exercises): add and remove rows; an error on the list itself below. */
export function FieldArray({ name, legend, newItem, addLabel, removeLabel, minItems = 0, children }: FieldArrayProps) {
  const { control, ids, error } = useFieldState({ name });
  // A list-level rule (e.g. "at least one") is reported on the list itself or on its `root`.
  const rootError = useFieldState({ name: `${name}.root` }).error;
  const listError = error ?? rootError;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset aria-describedby={listError ? ids.errorId : undefined} className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="space-y-3 rounded-xl border border-slate-200 p-3">
            {children(index)}
            <div className="flex justify-end">
              <Button
                variant="ghost"
                className="min-h-9 px-3 text-red-800 hover:bg-red-50"
                aria-label={removeLabel(index)}
                disabled={fields.length <= minItems}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Eliminar
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => append(newItem())}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
      <FieldError id={ids.errorId} error={listError} />
    </fieldset>
  );
}
