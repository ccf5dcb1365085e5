import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, id, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        } ${className}`}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
