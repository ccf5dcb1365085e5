// One filter of a collection (spec part 2 §3 "Filter: operations, user_field, collection_field,
// operator"; §6): reads `row[collection_field] <operator> user[user_field]` for the operations it
// marks. The row fields are the server's allowlist for the collection; operators that cannot compare
// the chosen fields are disabled, and the hint says why. Each control has its form path's id, so the
// server's 422 (views.users.0.operator) lands on it and the error box can focus it.
import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import {
  COLLECTION_FIELDS,
  OPERATIONS,
  OPERATORS,
  USER_FIELDS,
  USER_FIELD_NAMES,
  type Collection,
  type FieldKind,
  type Operation,
  type Operator,
  type UserField,
  type ViewFilter,
} from '@charla/domain/access';
import { FIELD_KIND_LABELS, OPERATION_LABELS, OPERATOR_LABELS } from '@charla/domain/access-labels';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-error';
import { controlClass, FieldShell, useFieldState } from '@/components/form/field-shell';
import { compatibleOperators, operatorHint, withFittingOperator } from './view-form-values';
import { VIEW_FORM_TEXTS as T } from './texts';

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A native select at `path`, its message read from the form's errors by that path. */
function PathSelect({
  path,
  label,
  value,
  options,
  hint,
  onChange,
}: {
  path: string;
  label: string;
  value: string;
  options: Option[];
  hint?: ReactNode;
  onChange: (value: string) => void;
}) {
  const { ids, error, controlProps, invalid } = useFieldState({ name: path, hint });
  // A stored value the editor does not offer (an old or hand-made view) stays visible, marked.
  const shown = options.some((option) => option.value === value)
    ? options
    : [{ value, label: T.unknownValue(value) }, ...options];
  return (
    <FieldShell label={label} ids={ids} hint={hint} error={error}>
      <select
        {...controlProps}
        className={controlClass(invalid)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {shown.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function OperationsField({
  path,
  chosen,
  onChange,
}: {
  path: string;
  chosen: readonly string[];
  onChange: (operations: Operation[]) => void;
}) {
  const { ids, error, controlProps } = useFieldState({ name: path });
  const toggle = (operation: Operation, isOn: boolean) => {
    const next = isOn ? [...chosen, operation] : chosen.filter((entry) => entry !== operation);
    onChange(OPERATIONS.filter((entry) => next.includes(entry)));
  };
  return (
    <fieldset aria-describedby={controlProps['aria-describedby']} className="min-w-0 space-y-1">
      <legend className="text-sm font-medium text-slate-800">{T.operations}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {OPERATIONS.map((operation, index) => (
          <label key={operation} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              // The first box carries the path's id, so focus on error lands in the group.
              id={index === 0 ? ids.id : `${ids.id}-${index}`}
              checked={chosen.includes(operation)}
              aria-invalid={controlProps['aria-invalid']}
              onChange={(event) => toggle(operation, event.target.checked)}
              className="size-5 rounded border-slate-400 accent-teal-700"
            />
            {OPERATION_LABELS[operation]}
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

const fieldOption = (name: string, kind: FieldKind): Option => ({
  value: name,
  label: `${name} (${FIELD_KIND_LABELS[kind]})`,
});

interface FilterEditorProps {
  collection: Collection;
  index: number;
  filter: ViewFilter;
  onChange: (filter: ViewFilter) => void;
  onRemove: () => void;
}

export function FilterEditor({ collection, index, filter, onChange, onRemove }: FilterEditorProps) {
  const path = `views.${collection}.${index}`;
  const { ids, error } = useFieldState({ name: path });
  const compatible = compatibleOperators(collection, filter);
  const rowFields = Object.entries(COLLECTION_FIELDS[collection] as Record<string, FieldKind>).map(([name, kind]) =>
    fieldOption(name, kind),
  );
  const userFields = USER_FIELD_NAMES.map((name) => fieldOption(name, USER_FIELDS[name]));
  const operators = OPERATORS.map((operator) => {
    const isOff = !compatible.includes(operator);
    return {
      value: operator,
      label: `${operator} — ${OPERATOR_LABELS[operator]}${isOff ? ` (${T.unavailable})` : ''}`,
      disabled: isOff,
    };
  });
  // A field change keeps the operator when it still fits, else takes the first that does.
  const changeField = (next: ViewFilter) => onChange(withFittingOperator(collection, next));
  const reads = (OPERATOR_LABELS as Record<string, string | undefined>)[filter.operator];

  return (
    <fieldset
      aria-describedby={error ? ids.errorId : undefined}
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{T.filter(index + 1)}</legend>
      {/* A message on the whole filter (e.g. a key the server does not take) is focusable from the box. */}
      <div id={ids.id} tabIndex={-1}>
        <FieldError id={ids.errorId} error={error} />
      </div>
      <OperationsField
        path={`${path}.operations`}
        chosen={filter.operations}
        onChange={(operations) => onChange({ ...filter, operations })}
      />
      <div className="grid gap-3 lg:grid-cols-3">
        <PathSelect
          path={`${path}.collection_field`}
          label={T.collectionField}
          value={filter.collection_field}
          options={rowFields}
          onChange={(collection_field) => changeField({ ...filter, collection_field })}
        />
        <PathSelect
          path={`${path}.operator`}
          label={T.operator}
          value={filter.operator}
          options={operators}
          hint={operatorHint(collection, filter) ?? undefined}
          onChange={(operator) => onChange({ ...filter, operator: operator as Operator })}
        />
        <PathSelect
          path={`${path}.user_field`}
          label={T.userField}
          value={filter.user_field}
          options={userFields}
          onChange={(user_field) => changeField({ ...filter, user_field: user_field as UserField })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {reads ? T.reads(filter.collection_field, reads, filter.user_field) : null}
        </p>
        <Button variant="ghost" className="min-h-9 px-3 text-red-800 hover:bg-red-50" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {T.removeFilter(index + 1)}
        </Button>
      </div>
    </fieldset>
  );
}
