import { useController } from 'react-hook-form';
import { ListboxSelect, type ListboxOption } from '../listbox-select';
import { useFieldState } from './field-shell';

interface ListboxFieldProps {
  name: string;
  label: string;
  options: ListboxOption[];
  placeholder: string;
  disabled?: boolean;
  /** Runs after the form has taken the new value. */
  onValueChange?: (value: string) => void;
}

/** ListboxSelect (choices with icons) bound to the form by name, with the kit's id and message. */
export function ListboxField({ name, label, options, placeholder, disabled, onValueChange }: ListboxFieldProps) {
  const { control, ids, error } = useFieldState({ name });
  const { field } = useController({ control, name });
  return (
    <ListboxSelect
      id={ids.id}
      label={label}
      options={options}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      placeholder={placeholder}
      disabled={disabled}
      error={error}
    />
  );
}
