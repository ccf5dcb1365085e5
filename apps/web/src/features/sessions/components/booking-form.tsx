import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Dices } from 'lucide-react';
import { BOOKING_MESSAGES, SESSION_TYPES, SESSION_TYPE_LABELS } from '@charla/domain/booking';
import { formatDateKeyLong, formatTimeKey12, type Session } from '@charla/domain/sessions';
import { ANY_TUTOR_ID, ANY_TUTOR_NAME } from '@charla/domain/tutors';
import { Button } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form, FormFooter } from '@/components/form/form';
import { ListboxField } from '@/components/form/listbox-field';
import { SelectField } from '@/components/form/select-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { InlineAlert } from '@/components/inline-alert';
import type { ListboxOption } from '@/components/listbox-select';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { useSaveBooking } from '../api/save-booking';
import { useBookSeries, useSeriesPreview } from '../api/session-series';
import { useBookingOptions, type OfferedTimes } from '../hooks/use-booking-options';
import {
  bookingPayloadOf,
  bookingSchema,
  EMPTY_BOOKING,
  seriesInputOf,
  valuesOf,
  type BookingValues,
} from './booking-validation';
import { bookableCount, SERIES_TEXTS, SeriesFields, seriesSubmitLabel } from './series-fields';

export const RESCHEDULED_MESSAGE = 'Sesión reprogramada con éxito';

const TYPE_OPTIONS = SESSION_TYPES.map((type) => ({ value: type, label: SESSION_TYPE_LABELS[type] }));

export function BookingForm({ editing }: { editing?: Session }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveBooking();
  const bookSeries = useBookSeries();
  const nothingBookableId = useId();
  // Spec part 1 §5: dates and times must be among those offered when the form is submitted.
  const offeredRef = useRef<OfferedTimes>(new Map());
  const [schema] = useState(() => bookingSchema(() => offeredRef.current));
  // Messages change only on submit (one at a time) and are cleared by the change handlers below.
  const form = useZodForm(schema, { defaultValues: valuesOf(editing), reValidateMode: 'onSubmit' });
  const { watch, setValue, getValues, clearErrors, reset } = form;
  const tutorId = watch('tutorId');
  const date = watch('date');
  const options = useBookingOptions(tutorId, editing);
  useEffect(() => {
    offeredRef.current = options.offered;
  }, [options.offered]);
  // Issue 50: a weekly series is booked only anew; a reschedule moves one occurrence alone.
  const isRepeating = !editing && watch('repeat');
  const seriesInput = isRepeating ? seriesInputOf(watch(), options.offered) : null;
  const preview = useSeriesPreview(seriesInput);
  const isNothingBookable = seriesInput !== null && preview.data !== undefined && bookableCount(preview.data) === 0;

  const tutorOptions: ListboxOption[] = [
    ...options.tutors.map((tutor) => ({ value: tutor.id, label: tutor.public_name || tutor.id })),
    { value: ANY_TUTOR_ID, label: ANY_TUTOR_NAME, icon: <Dices className="size-5" /> },
  ];
  const dates = [...options.offered.keys()];
  const times = options.offered.get(date) ?? [];

  // Spec part 1 §4: changing the tutor recomputes the dates (keeping what is still offered) and
  // asks the server again for the taken times (one call answers for every offered tutor).
  const changeTutor = (next: string) => {
    clearErrors(['tutorId', 'date', 'time', 'type']);
    if (next !== ANY_TUTOR_ID) void queryClient.invalidateQueries({ queryKey: queryKeys.tutors.bookable() });
    const offered = options.offeredFor(next);
    const { date: currentDate, time: currentTime } = getValues();
    const dayTimes = offered instanceof Map ? offered.get(currentDate) : undefined;
    if (!dayTimes) {
      setValue('date', '');
      setValue('time', '');
    } else if (!dayTimes.some((entry) => entry.time === currentTime)) {
      setValue('time', '');
    }
  };

  // Spec part 1 §4: changing the date clears the chosen time.
  const changeDate = () => {
    setValue('time', '');
    clearErrors(['date', 'time']);
  };

  const done = (message: string) => {
    toast.success(message);
    reset(EMPTY_BOOKING);
    navigate(paths.sessions.list);
  };

  const submit = (values: BookingValues) => {
    const payload = bookingPayloadOf(values);
    if (isRepeating) {
      bookSeries.mutate(
        { ...payload, weeks: Number(values.weeks) },
        {
          onSuccess: (series) => done(SERIES_TEXTS.booked(series.sessions.length)),
          onError: (error) => applyServerErrors(form, error, { fields: [] }),
        },
      );
      return;
    }
    save.mutate(
      { sessionId: editing?.id, payload },
      {
        onSuccess: () => done(editing ? RESCHEDULED_MESSAGE : BOOKING_MESSAGES.booked),
        // The server's fields (fecha, hora…) are not the form's: its messages show above the buttons.
        onError: (error) => applyServerErrors(form, error, { fields: [] }),
      },
    );
  };

  const isPending = save.isPending || bookSeries.isPending;
  const dateBlocked = !tutorId || options.isLoadingAvailability || Boolean(options.availabilityError);
  const showNoDates =
    options.isWindowEmpty ||
    (Boolean(tutorId) && !options.isLoadingAvailability && !options.availabilityError && dates.length === 0);
  const retry = (onClick: () => void) => (
    <Button variant="secondary" className="min-h-9 px-3" onClick={onClick}>
      Reintentar
    </Button>
  );

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      {options.tutorsError ? (
        <InlineAlert action={retry(options.retryTutors)}>{options.tutorsError}</InlineAlert>
      ) : null}

      <div className="space-y-2">
        <ListboxField
          name="tutorId"
          label="Tutor"
          options={tutorOptions}
          onValueChange={changeTutor}
          placeholder={options.isLoadingTutors ? 'Cargando tutores...' : 'Selecciona un tutor'}
          disabled={options.isLoadingTutors}
        />
        {tutorId ? (
          <p className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
            <Dices aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {BOOKING_MESSAGES.anyHint}
          </p>
        ) : null}
      </div>

      {options.availabilityError ? (
        <InlineAlert action={retry(options.retryAvailability)}>{options.availabilityError}</InlineAlert>
      ) : null}

      <SelectField
        name="date"
        label="Fecha"
        onValueChange={changeDate}
        disabled={dateBlocked || dates.length === 0}
        placeholder={
          !tutorId
            ? 'Primero selecciona un tutor'
            : options.isLoadingAvailability
              ? 'Cargando fechas...'
              : 'Selecciona una fecha'
        }
        options={dates.map((key) => ({ value: key, label: formatDateKeyLong(key, { withYear: false }) }))}
        hint={showNoDates ? BOOKING_MESSAGES.noDates : undefined}
      />

      {date ? (
        <SelectField
          name="time"
          label="Hora"
          onValueChange={() => clearErrors('time')}
          placeholder="Selecciona una hora"
          options={times.map((entry) => ({ value: entry.time, label: formatTimeKey12(entry.time) }))}
          hint="Hora de la Ciudad de México."
        />
      ) : null}

      <SelectField
        name="type"
        label="Tipo de sesión"
        onValueChange={() => clearErrors('type')}
        placeholder="Selecciona el tipo de sesión"
        options={TYPE_OPTIONS}
      />

      {editing ? null : (
        <SeriesFields
          isRepeating={isRepeating}
          isAnyTutor={tutorId === ANY_TUTOR_ID}
          isComplete={seriesInput !== null}
          preview={preview}
          nothingBookableId={nothingBookableId}
        />
      )}

      <FormFooter>
        <Button variant="secondary" onClick={() => navigate(paths.sessions.list)}>
          Volver
        </Button>
        <Button
          type="submit"
          disabled={isPending || isNothingBookable}
          aria-describedby={isNothingBookable ? nothingBookableId : undefined}
        >
          {isPending
            ? 'Guardando...'
            : editing
              ? 'Guardar cambios'
              : isRepeating
                ? seriesSubmitLabel(seriesInput ? preview.data : undefined)
                : 'Agendar sesión'}
        </Button>
      </FormFooter>
    </Form>
  );
}
