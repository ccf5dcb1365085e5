import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: SelectOption[];
  /** The first, empty choice (value ''), e.g. 'Selecciona una fecha'. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/** A labelled native select (best on phones) with its validation message tied to it. */
export function SelectField({ label, options, placeholder, error, hint, id, className = '', ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        } ${className}`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
