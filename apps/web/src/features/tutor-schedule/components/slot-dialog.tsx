import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatHourMinute, DEFAULT_SLOT, WEEKDAYS, WEEKDAY_NAMES_ES, type Availability, type TimeSlot, type Weekday,
} from '@charla/domain/availability';
import { checkSlotDraft, type SlotDraft, type SlotRef } from '@charla/domain/schedule-editor';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';

export type SlotDialogState = { mode: 'add' } | { mode: 'edit'; ref: SlotRef };

interface SlotDialogProps {
  state: SlotDialogState | null;
  onClose: () => void;
  /** The local (unsaved) availability the new or edited slot must fit in. */
  availability: Availability;
  onSubmit: (day: Weekday, slot: TimeSlot, editing?: SlotRef) => void;
  onDelete: (ref: SlotRef) => void;
}

const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES_ES[day] }));

function initialDraft(state: SlotDialogState, availability: Availability): SlotDraft {
  if (state.mode === 'edit') {
    const slot = availability[state.ref.day]?.[state.ref.index] ?? DEFAULT_SLOT;
    return { day: state.ref.day, start: formatHourMinute(slot.start_time), end: formatHourMinute(slot.end_time) };
  }
  // Spec part 2 §5: a new slot defaults to 19:00 to 21:00.
  return { day: 'MONDAY', start: formatHourMinute(DEFAULT_SLOT.start_time), end: formatHourMinute(DEFAULT_SLOT.end_time) };
}

function SlotForm({ state, onClose, availability, onSubmit, onDelete }: SlotDialogProps & { state: SlotDialogState }) {
  const messageId = useId();
  const editing = state.mode === 'edit' ? state.ref : undefined;
  const { register, watch, handleSubmit } = useForm<SlotDraft>({ defaultValues: initialDraft(state, availability) });
  // Checked as the user types (spec part 2 §5): the button stays disabled until the slot is valid.
  const check = checkSlotDraft(watch(), availability, editing);
  const message = check.ok ? null : check.message;

  const submit = handleSubmit((draft) => {
    const result = checkSlotDraft(draft, availability, editing);
    if (result.ok) onSubmit(draft.day, result.slot, editing);
  });

  const timeProps = {
    autoComplete: 'off',
    placeholder: 'HH:MM',
    maxLength: 5,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <SelectField label="Día" options={DAY_OPTIONS} {...register('day')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Hora de inicio" {...timeProps} {...register('start')} />
        <TextField label="Hora de fin" {...timeProps} {...register('end')} />
      </div>
      <p className="text-sm text-slate-600">Formato de 24 horas, por ejemplo 19:15.</p>
      <p id={messageId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {message}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {editing ? (
          <Button variant="ghost" className="text-red-800 hover:bg-red-50 sm:mr-auto" onClick={() => onDelete(editing)}>
            Eliminar horario
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>Cancelar</Button>
        <Button type="submit" disabled={!check.ok}>{editing ? 'Guardar cambios' : 'Agregar'}</Button>
      </div>
    </form>
  );
}

/** The add and edit dialogs of the schedule editor; a fresh form every time one opens. */
export function SlotDialog(props: SlotDialogProps) {
  const { state, onClose } = props;
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={state?.mode === 'edit' ? 'Editar horario' : 'Agregar horario'}
      description="Las horas son de la zona horaria del tutor."
    >
      {state ? <SlotForm {...props} state={state} /> : null}
    </Modal>
  );
}
