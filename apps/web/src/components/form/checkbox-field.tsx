// One yes/no value (e.g. a plan's 'Plan predeterminado'): a checkbox with its label beside it, a hint
// and its message tied to it like every field of the kit.
import { FieldError } from './field-error';
import { useFieldState, type FieldBaseProps } from './field-shell';

interface CheckboxFieldProps extends FieldBaseProps {
  disabled?: boolean;
}

export function CheckboxField({ name, label, hint, describedBy, isInvalid, disabled }: CheckboxFieldProps) {
  const { register, ids, error, controlProps } = useFieldState({ name, hint, describedBy, isInvalid });
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.id} className="inline-flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          disabled={disabled}
          className="size-5 rounded border-slate-400 accent-teal-700"
          {...controlProps}
          {...register(name)}
        />
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
