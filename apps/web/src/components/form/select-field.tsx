import type { ComponentProps } from 'react';
import { controlClass, FieldShell, useFieldState, type FieldBaseProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldBaseProps, Omit<ComponentProps<'select'>, 'name' | 'id' | 'onChange' | 'value' | 'defaultValue' | 'children'> {
  options: SelectOption[];
  /** The first, empty choice (value ''), e.g. 'Selecciona una fecha'. */
  placeholder?: string;
  /** Runs after the form has taken the new value (e.g. a date change clears the time). */
  onValueChange?: (value: string) => void;
}

/** A native select (best on phones) bound to the form by name. */
export function SelectField({ name, label, hint, describedBy, isInvalid, options, placeholder, onValueChange, className = '', ...props }: SelectFieldProps) {
  const { register, ids, error, controlProps, invalid } = useFieldState({ name, hint, describedBy, isInvalid });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error}>
      <select
        className={controlClass(invalid, className)}
        {...props}
        {...controlProps}
        {...register(name, onValueChange ? { onChange: (event) => onValueChange(String(event.target.value)) } : undefined)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
