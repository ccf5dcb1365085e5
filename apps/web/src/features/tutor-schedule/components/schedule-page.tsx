import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { CalendarPlus, Globe, Pencil, Save, X } from 'lucide-react';
import type { Availability, TimeSlot, Weekday } from '@charla/domain/availability';
import { addSlot, removeSlot, replaceSlot, type SlotRef } from '@charla/domain/schedule-editor';
import { DEFAULT_TUTOR_TIME_ZONE } from '@charla/domain/time';
import type { Tutor } from '@charla/domain/tutors';
import { Button } from '@/components/button';
import { InlineAlert } from '@/components/inline-alert';
import { PageHeader } from '@/components/page-header';
import { ScheduleGrid } from '@/components/schedule-grid';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useTutors } from '@/lib/tutors';
import { useSession } from '@/lib/use-session';
import { SCHEDULE_MESSAGES, useSaveAvailability } from '../api/save-availability';
import { SlotDialog, type SlotDialogState } from './slot-dialog';
import { TutorPicker } from './tutor-picker';

/** 'America/Costa_Rica' → 'Costa Rica (America/Costa_Rica)'. */
function zoneLabel(zone: string): string {
  const city = zone.split('/').pop()?.replace(/_/g, ' ') ?? zone;
  return `${city} (${zone})`;
}

function Editor({
  tutor,
  tutors,
  onChooseTutor,
}: {
  tutor: Tutor;
  tutors: Tutor[];
  onChooseTutor: (id: string) => void;
}) {
  // Spec part 2 §2: view mode, then edit mode (a local draft), then saved or cancelled.
  const [draft, setDraft] = useState<Availability | null>(null);
  const [dialog, setDialog] = useState<SlotDialogState | null>(null);
  const save = useSaveAvailability();
  const isEditing = draft !== null;
  const availability = draft ?? tutor.availability;
  const isEmpty = Object.values(availability).every((slots) => !slots || slots.length === 0);
  const hasChanges = isEditing && JSON.stringify(draft) !== JSON.stringify(tutor.availability);

  const startEditing = () => setDraft(tutor.availability);
  const addFirst = () => {
    if (!isEditing) startEditing();
    setDialog({ mode: 'add' });
  };

  const applySlot = (day: Weekday, slot: TimeSlot, editing?: SlotRef) => {
    setDraft(editing ? replaceSlot(availability, editing, day, slot) : addSlot(availability, day, slot));
    setDialog(null);
    if (!editing) toast.success(SCHEDULE_MESSAGES.added);
  };
  const deleteSlot = (ref: SlotRef) => {
    setDraft(removeSlot(availability, ref));
    setDialog(null);
  };

  const saveDraft = () => {
    if (!tutor.id) {
      toast.error(SCHEDULE_MESSAGES.unknownTutor);
      return;
    }
    save.mutate(
      { tutorId: tutor.id, availability },
      {
        onSuccess: () => {
          toast.success(SCHEDULE_MESSAGES.saved);
          setDraft(null);
        },
        onError: (error) => toast.error(error.message || SCHEDULE_MESSAGES.saveError),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TutorPicker tutors={tutors} value={tutor.id} onChange={onChooseTutor} disabled={isEditing} />
        <div className="flex flex-wrap gap-2">
          {isEditing ? (
            <>
              <Button variant="secondary" onClick={() => setDialog({ mode: 'add' })}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                Agregar horario
              </Button>
              <Button onClick={saveDraft} disabled={save.isPending}>
                <Save aria-hidden="true" className="size-4" />
                {save.isPending ? 'Guardando...' : 'Guardar'}
              </Button>
              <Button variant="ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
                <X aria-hidden="true" className="size-4" />
                Cancelar
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={startEditing}>
              <Pencil aria-hidden="true" className="size-4" />
              Editar horario
            </Button>
          )}
        </div>
      </div>

      <p className="flex items-start gap-2 text-sm text-slate-600">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Horas en la zona horaria del tutor: {zoneLabel(tutor.timezone || DEFAULT_TUTOR_TIME_ZONE)}.
      </p>
      {isEditing ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {hasChanges ? 'Tienes cambios sin guardar.' : 'Modo de edición: toca un horario para editarlo o eliminarlo.'}
        </p>
      ) : null}

      {isEmpty ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">Este tutor todavía no tiene horarios.</p>
          <Button onClick={addFirst}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {SCHEDULE_MESSAGES.firstSlot}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600 sm:hidden">
            Desliza el horario hacia los lados para ver toda la semana.
          </p>
          <ScheduleGrid
            availability={availability}
            isEditing={isEditing}
            onEditSlot={(ref) => setDialog({ mode: 'edit', ref })}
          />
        </>
      )}

      <SlotDialog
        state={dialog}
        onClose={() => setDialog(null)}
        availability={availability}
        onSubmit={applySlot}
        onDelete={deleteSlot}
      />
    </div>
  );
}

/** /tutor/horario (spec part 2 §2): the weekly availability of a tutor, edited locally until saved. */
export function SchedulePage() {
  const session = useSession();
  const tutorsQuery = useTutors();
  // ?tutor=<id> opens that tutor's schedule (the admin's tutor form links here to edit it).
  const [searchParams] = useSearchParams();
  const [chosenId, setChosenId] = useState<string | null>(searchParams.get('tutor'));
  const tutors = tutorsQuery.data ?? [];
  // Spec part 2 §2: the first tutor is selected by default (also when ?tutor= names none of them).
  const tutor = tutors.find((candidate) => candidate.id === chosenId) ?? tutors[0];
  const isTutorUser = Boolean(session?.claims.tutor_id);

  let content;
  if (tutorsQuery.isPending) content = <Spinner />;
  else if (tutorsQuery.isError) {
    const isNetwork = tutorsQuery.error instanceof ApiError && tutorsQuery.error.status === 0;
    content = (
      <InlineAlert
        action={
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => void tutorsQuery.refetch()}>
            Reintentar
          </Button>
        }
      >
        {isNetwork ? SCHEDULE_MESSAGES.connectionError : SCHEDULE_MESSAGES.loadError}
      </InlineAlert>
    );
  } else if (!tutor)
    content = (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{SCHEDULE_MESSAGES.noTutors}</p>
    );
  // No key per tutor: the picker keeps its focus, and it is locked while a draft exists.
  else content = <Editor tutor={tutor} tutors={tutors} onChooseTutor={setChosenId} />;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader
          title="Horario"
          description={
            isTutorUser
              ? 'Tu disponibilidad semanal para sesiones con estudiantes.'
              : 'La disponibilidad semanal de los tutores para sesiones con estudiantes.'
          }
        />
        {isTutorUser ? (
          <Link
            to={paths.tutor.sessions}
            className="mb-6 inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
          >
            Ver mis sesiones con estudiantes
          </Link>
        ) : null}
      </div>
      {content}
    </>
  );
}
