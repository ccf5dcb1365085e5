// The practice type (spec part 2 §2, §5, §9): a native select of the six types, each with its Spanish
// name and English description, plus the saved type when it is none of them (edited as raw JSON).
// It can't be left empty on create: the empty choice is there only until a type is chosen.
import { PRACTICE_TYPE_DESCRIPTIONS, PRACTICE_TYPES } from '@charla/domain/practices';
import { controlClass, FieldShell, useFieldState } from '@/components/form/field-shell';
import { PRACTICE_TYPE_META } from '@/components/practice-type-label';
import { RAW_KIND, type EditorKind } from './practice-form-values';
import { PRACTICE_FORM_TEXTS as T } from './texts';

interface PracticeTypeFieldProps {
  kind: EditorKind;
  /** The saved practice's type when it is none of the six (undefined otherwise). */
  unknownType: string | undefined;
  onChange: (kind: EditorKind) => void;
}

export function PracticeTypeField({ kind, unknownType, onChange }: PracticeTypeFieldProps) {
  const hint =
    kind === '' ? undefined : (
      <>
        {kind === RAW_KIND ? (
          T.unknownTypeHint
        ) : (
          <span lang="en" className="block">
            {PRACTICE_TYPE_DESCRIPTIONS[kind]}
          </span>
        )}
        <span className="mt-1 block">{T.typeSwitchHint}</span>
      </>
    );
  // The message of props.practice_type (the schema's) is this select's.
  const { ids, error, controlProps, invalid } = useFieldState({ name: 'props.practice_type', hint });
  return (
    <FieldShell label={T.type} ids={ids} hint={hint} error={error}>
      <select
        {...controlProps}
        required
        value={kind}
        onChange={(event) => onChange(event.target.value as EditorKind)}
        className={controlClass(invalid)}
      >
        {kind === '' ? <option value="">{T.typePlaceholder}</option> : null}
        {PRACTICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {`${PRACTICE_TYPE_META[type].label} — ${PRACTICE_TYPE_DESCRIPTIONS[type]}`}
          </option>
        ))}
        {unknownType !== undefined ? <option value={RAW_KIND}>{T.unknownType(unknownType)}</option> : null}
      </select>
    </FieldShell>
  );
}
