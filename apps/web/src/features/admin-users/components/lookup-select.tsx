// A select over an unpaged lookup (roles, plans, tutors, lessons): while it loads or if it fails, the
// saved choice still reads as something ('No disponible'), never as another option; a failed lookup
// says so under the field with a retry.
import { useWatch } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { USER_FORM_TEXTS as T } from './texts';

interface LookupSelectProps<R> {
  name: string;
  label: string;
  lookup: UseQueryResult<R[]>;
  toOption: (row: R) => SelectOption;
  /** The empty choice ('Sin plan'); none for a required choice. */
  placeholder?: string;
  loadError: string;
  hint?: string;
  required?: boolean;
}

export function LookupSelect<R>({
  name,
  label,
  lookup,
  toOption,
  placeholder,
  loadError,
  hint,
  required,
}: LookupSelectProps<R>) {
  const value: unknown = useWatch({ name });
  const options = (lookup.data ?? []).map(toOption);
  const current = typeof value === 'string' ? value : '';
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: lookup.isPending ? '…' : T.missingChoice });
  }
  const failure = lookup.isError ? (
    <span className="flex flex-wrap items-center gap-2 text-red-800">
      {loadError}
      <button
        type="button"
        onClick={() => void lookup.refetch()}
        className="min-h-9 rounded font-semibold underline underline-offset-2"
      >
        {T.retry}
      </button>
    </span>
  ) : null;
  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      {...(placeholder !== undefined ? { placeholder } : {})}
      hint={failure ?? hint}
      required={required}
      aria-busy={lookup.isPending || undefined}
    />
  );
}
