import { useId, useMemo } from 'react';
import { z } from 'zod';
import {
  formatHourMinute,
  DEFAULT_SLOT,
  WEEKDAYS,
  WEEKDAY_NAMES_ES,
  type Availability,
  type TimeSlot,
  type Weekday,
} from '@charla/domain/availability';
import { checkSlotDraft, type SlotDraft, type SlotRef } from '@charla/domain/schedule-editor';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-error';
import { Form, FormFooter } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { Modal } from '@/components/modal';

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
  return {
    day: 'MONDAY',
    start: formatHourMinute(DEFAULT_SLOT.start_time),
    end: formatHourMinute(DEFAULT_SLOT.end_time),
  };
}

/** The draft, checked against the local availability (spec part 2 §5), parsed into a slot. */
function slotSchema(availability: Availability, editing: SlotRef | undefined) {
  return z.object({ day: z.enum(WEEKDAYS), start: z.string(), end: z.string() }).transform((draft, ctx) => {
    const result = checkSlotDraft(draft, availability, editing);
    if (result.ok) return { day: draft.day, slot: result.slot };
    ctx.addIssue({ code: 'custom', message: result.message, path: ['start'] });
    return z.NEVER;
  });
}

function SlotForm({ state, onClose, availability, onSubmit, onDelete }: SlotDialogProps & { state: SlotDialogState }) {
  const messageId = useId();
  const editing = state.mode === 'edit' ? state.ref : undefined;
  const schema = useMemo(() => slotSchema(availability, editing), [availability, editing]);
  const form = useZodForm(schema, { defaultValues: initialDraft(state, availability) });
  // Checked as the user types (spec part 2 §5): the button stays disabled until the slot is valid.
  // The rule spans the day and both times, so its one message is shown once, under the times.
  const check = checkSlotDraft(form.watch(), availability, editing);
  const message = check.ok ? undefined : check.message;

  const submit = ({ day, slot }: z.output<typeof schema>) => onSubmit(day, slot, editing);

  const timeProps = {
    autoComplete: 'off',
    placeholder: 'HH:MM',
    maxLength: 5,
    isInvalid: Boolean(message),
    describedBy: message ? messageId : undefined,
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <SelectField name="day" label="Día" options={DAY_OPTIONS} />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="start" label="Hora de inicio" {...timeProps} />
        <TextField name="end" label="Hora de fin" {...timeProps} />
      </div>
      <p className="text-sm text-slate-600">Formato de 24 horas, por ejemplo 19:15.</p>
      <FieldError id={messageId} error={message} live />
      <FormFooter>
        {editing ? (
          <Button variant="ghost" className="text-red-800 hover:bg-red-50 sm:mr-auto" onClick={() => onDelete(editing)}>
            Eliminar horario
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!check.ok}>
          {editing ? 'Guardar cambios' : 'Agregar'}
        </Button>
      </FormFooter>
    </Form>
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
