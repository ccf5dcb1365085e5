// The cancel dialog's optional reason (docs/decisions/024): the tutor sees it on the cancelled
// session. The box holds the domain's 500 characters; the kit's label, hint and look.
import { useId } from 'react';
import { controlClass, FieldShell } from '@/components/form/field-shell';

export const CANCEL_REASON_MAX = 500;
export const CANCEL_REASON_FIELD = 'Motivo (opcional)';

export function CancelReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const ids = { id, errorId: `${id}-error`, hintId: `${id}-hint` };
  return (
    <FieldShell
      label={CANCEL_REASON_FIELD}
      ids={ids}
      hint={`Tu tutor lo verá en la sesión cancelada. ${value.length}/${CANCEL_REASON_MAX} caracteres.`}
    >
      <textarea
        id={id}
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={ids.hintId}
        className={controlClass(false)}
      />
    </FieldShell>
  );
}
