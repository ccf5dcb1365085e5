// What every field of the kit shares: its label, its hint and its one error message, wired to the
// control (id, aria-invalid, aria-describedby). The message comes from the form's state by name.
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { FieldError } from './field-error';
import { useFieldIds } from './form';

export interface FieldBaseProps {
  /** The field's path in the form's values ('email', 'props.exercises.0.answer'). */
  name: string;
  label: string;
  hint?: ReactNode;
  /**
   * For a rule that spans several fields and is shown once (e.g. a time range): the id of that
   * message, and whether it holds against this field.
   */
  describedBy?: string;
  isInvalid?: boolean;
}

/** The field's message and the attributes its control needs. */
export function useFieldState({ name, hint, describedBy, isInvalid }: Omit<FieldBaseProps, 'label'>) {
  const { control, register } = useFormContext();
  const { errors } = useFormState({ control, name });
  const ids = useFieldIds(name);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const invalid = Boolean(error) || Boolean(isInvalid);
  const describedByIds = [error ? ids.errorId : null, hint ? ids.hintId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return {
    register,
    control,
    ids,
    error,
    controlProps: {
      id: ids.id,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedByIds || undefined,
    },
    invalid,
  };
}

export function controlClass(invalid: boolean, extra = ''): string {
  return `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  } ${extra}`.trim();
}

interface FieldShellProps {
  label: string;
  ids: { id: string; errorId: string; hintId: string };
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  /** Beside the label (e.g. a preview toggle). */
  labelAside?: ReactNode;
}

export function FieldShell({ label, ids, hint, error, children, labelAside }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={ids.id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
