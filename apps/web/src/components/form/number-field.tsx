import type { ComponentProps } from 'react';
import { controlClass, FieldShell, useFieldState, type FieldBaseProps } from './field-shell';

/**
 * The form value of a number input: a finite number, or `emptyValue` for an empty box or anything
 * that is not a number (so NaN never reaches the schema).
 */
export function toNumberValue(raw: unknown, emptyValue: number | null | undefined): number | null | undefined {
  const text = String(raw ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return emptyValue;
  const value = Number(text);
  return Number.isFinite(value) ? value : emptyValue;
}

interface NumberFieldProps
  extends
    FieldBaseProps,
    Omit<ComponentProps<'input'>, 'name' | 'id' | 'onChange' | 'value' | 'defaultValue' | 'type'> {
  /**
   * What an empty or non-numeric entry becomes: undefined (default: the schema's "required"
   * message) or e.g. 0 (spec part 2 §5: a plan quota that is not a number becomes 0).
   */
  emptyValue?: number | null;
}

export function NumberField({
  name,
  label,
  hint,
  describedBy,
  isInvalid,
  emptyValue,
  className = '',
  ...props
}: NumberFieldProps) {
  const { register, ids, error, controlProps, invalid } = useFieldState({ name, hint, describedBy, isInvalid });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error}>
      <input
        type="number"
        inputMode="decimal"
        className={controlClass(invalid, className)}
        {...props}
        {...controlProps}
        {...register(name, { setValueAs: (raw: unknown) => toNumberValue(raw, emptyValue) })}
      />
    </FieldShell>
  );
}
