import type { ComponentProps } from 'react';
import { useController } from 'react-hook-form';
import { controlClass, FieldShell, useFieldState, type FieldBaseProps } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends
    FieldBaseProps,
    Omit<ComponentProps<'select'>, 'name' | 'id' | 'onChange' | 'value' | 'defaultValue' | 'children'> {
  options: SelectOption[];
  /** The first, empty choice (value ''), e.g. 'Selecciona una fecha'. */
  placeholder?: string;
  /** Runs after the form has taken the new value (e.g. a date change clears the time). */
  onValueChange?: (value: string) => void;
}

/**
 * A native select (best on phones) bound to the form by name. Controlled, so a value set before its
 * options arrive (e.g. an edited booking's date) shows once they do.
 */
export function SelectField({
  name,
  label,
  hint,
  describedBy,
  isInvalid,
  options,
  placeholder,
  onValueChange,
  className = '',
  ...props
}: SelectFieldProps) {
  const { control, ids, error, controlProps, invalid } = useFieldState({ name, hint, describedBy, isInvalid });
  const { field } = useController({ control, name });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error}>
      <select
        className={controlClass(invalid, className)}
        {...props}
        {...controlProps}
        ref={field.ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
        onChange={(event) => {
          field.onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
        onBlur={field.onBlur}
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
