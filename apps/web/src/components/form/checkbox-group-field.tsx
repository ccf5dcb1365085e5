import { useController } from 'react-hook-form';
import { FieldError } from './field-error';
import { useFieldState, type FieldBaseProps } from './field-shell';
import type { SelectOption } from './select-field';

interface CheckboxGroupFieldProps extends FieldBaseProps {
  options: SelectOption[];
  disabled?: boolean;
  /** 'row' (default): the boxes wrap side by side (weekdays); 'column': one per line, for longer labels. */
  layout?: 'row' | 'column';
}

/**
 * Several choices of one list value (e.g. a plan's SED days): a fieldset whose legend names the
 * group. The value is always an array of the chosen option values, in the options' order.
 */
export function CheckboxGroupField({
  name,
  label,
  hint,
  describedBy,
  isInvalid,
  options,
  disabled,
  layout = 'row',
}: CheckboxGroupFieldProps) {
  const { control, ids, error, controlProps } = useFieldState({ name, hint, describedBy, isInvalid });
  const { field } = useController({ control, name });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, isChecked: boolean) => {
    const next = isChecked ? [...chosen, value] : chosen.filter((entry) => entry !== value);
    field.onChange(options.map((option) => option.value).filter((entry) => next.includes(entry)));
  };
  return (
    <fieldset aria-describedby={controlProps['aria-describedby']} className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className={layout === 'row' ? 'flex flex-wrap gap-x-5 gap-y-2 pt-1' : 'grid gap-y-0.5 pt-1'}>
        {options.map((option, index) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              // The first box carries the field's id, so focus on error lands in the group.
              id={index === 0 ? ids.id : `${ids.id}-${index}`}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              disabled={disabled}
              aria-invalid={controlProps['aria-invalid']}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              className="size-5 rounded border-slate-400 accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
