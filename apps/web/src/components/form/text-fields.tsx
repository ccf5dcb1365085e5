// Text-like fields bound to the form by name: text (and password, url, search), email, textarea.
import type { ComponentProps } from 'react';
import { controlClass, FieldShell, useFieldState, type FieldBaseProps } from './field-shell';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'onChange' | 'value' | 'defaultValue'>;

interface TextFieldProps extends FieldBaseProps, InputProps {
  /** Runs after the form has taken the new value (e.g. to clear a dependent field). */
  onValueChange?: (value: string) => void;
}

export function TextField({
  name,
  label,
  hint,
  describedBy,
  isInvalid,
  onValueChange,
  className = '',
  ...props
}: TextFieldProps) {
  const { register, ids, error, controlProps, invalid } = useFieldState({ name, hint, describedBy, isInvalid });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error}>
      <input
        type="text"
        className={controlClass(invalid, className)}
        {...props}
        {...controlProps}
        {...register(
          name,
          onValueChange ? { onChange: (event) => onValueChange(String(event.target.value)) } : undefined,
        )}
      />
    </FieldShell>
  );
}

/** An email address: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

interface TextareaFieldProps
  extends FieldBaseProps, Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'onChange' | 'value' | 'defaultValue'> {
  /** Runs after the form has taken the new value (e.g. to check a limit as it is typed). */
  onValueChange?: (value: string) => void;
}

export function TextareaField({
  name,
  label,
  hint,
  describedBy,
  isInvalid,
  onValueChange,
  className = '',
  rows = 4,
  ...props
}: TextareaFieldProps) {
  const { register, ids, error, controlProps, invalid } = useFieldState({ name, hint, describedBy, isInvalid });
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error}>
      <textarea
        rows={rows}
        className={controlClass(invalid, className)}
        {...props}
        {...controlProps}
        {...register(
          name,
          onValueChange ? { onChange: (event) => onValueChange(String(event.target.value)) } : undefined,
        )}
      />
    </FieldShell>
  );
}
