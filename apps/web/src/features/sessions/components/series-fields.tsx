// 'Repetir cada semana' on the booking form (issue 50, decision 037): the number of weeks and, before
// confirming, each week marked bookable or not with the server's reason, and the tutor the series keeps.
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleCheck, CircleX, Repeat } from 'lucide-react';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '@charla/domain/booking';
import { formatDateKeyLong, formatTimeKey12, SERIES_MESSAGES, type SeriesPreview } from '@charla/domain/sessions';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { InlineAlert } from '@/components/inline-alert';

export const SERIES_TEXTS = {
  repeat: 'Repetir cada semana',
  weeks: 'Número de semanas',
  weeksHint: 'El mismo tutor, día y hora cada semana.',
  incomplete: 'Elige tutor, fecha, hora y tipo de sesión para ver las semanas.',
  loading: 'Revisando las semanas...',
  listLabel: 'Semanas de la serie',
  bookable: 'Se puede agendar',
  notBookable: 'No se puede agendar',
  assignedTutor: (name: string) => `Tutor asignado: ${name}`,
  tutor: (name: string) => `Tutor: ${name}`,
  summary: (bookable: number, weeks: number) => `Se pueden agendar ${bookable} de ${weeks} semanas.`,
  submit: (count: number) => (count === 1 ? 'Agendar 1 sesión' : `Agendar ${count} sesiones`),
  submitPending: 'Agendar sesiones',
  booked: (count: number) => (count === 1 ? 'Se agendó 1 sesión semanal' : `Se agendaron ${count} sesiones semanales`),
} as const;

const WEEK_OPTIONS = Array.from({ length: SERIES_MAX_WEEKS - SERIES_MIN_WEEKS + 1 }, (_, index) => {
  const weeks = SERIES_MIN_WEEKS + index;
  return { value: String(weeks), label: `${weeks} semanas` };
});

export const bookableCount = (preview: SeriesPreview | undefined) =>
  preview?.dates.filter((week) => week.bookable).length ?? 0;

/** The submit button's words while repeating: how many sessions it books, once the preview says. */
export function seriesSubmitLabel(preview: SeriesPreview | undefined): string {
  return preview ? SERIES_TEXTS.submit(bookableCount(preview)) : SERIES_TEXTS.submitPending;
}

interface SeriesFieldsProps {
  isRepeating: boolean;
  isAnyTutor: boolean;
  /** Whether the form's inputs are complete, so a preview is being (or has been) asked for. */
  isComplete: boolean;
  preview: UseQueryResult<SeriesPreview>;
  /** Where the "nothing bookable" reason is, for the disabled submit button to point at. */
  nothingBookableId: string;
}

export function SeriesFields({ isRepeating, isAnyTutor, isComplete, preview, nothingBookableId }: SeriesFieldsProps) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4">
      <CheckboxField name="repeat" label={SERIES_TEXTS.repeat} />
      {isRepeating ? (
        <>
          <SelectField name="weeks" label={SERIES_TEXTS.weeks} options={WEEK_OPTIONS} hint={SERIES_TEXTS.weeksHint} />
          {!isComplete ? <p className="text-sm text-slate-600">{SERIES_TEXTS.incomplete}</p> : null}
          {isComplete && preview.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {SERIES_TEXTS.loading}
            </p>
          ) : null}
          {isComplete && preview.isError ? <InlineAlert>{preview.error.message}</InlineAlert> : null}
          {isComplete && preview.data ? (
            <PreviewList preview={preview.data} isAnyTutor={isAnyTutor} nothingBookableId={nothingBookableId} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function PreviewList({
  preview,
  isAnyTutor,
  nothingBookableId,
}: {
  preview: SeriesPreview;
  isAnyTutor: boolean;
  nothingBookableId: string;
}) {
  const count = bookableCount(preview);
  return (
    <section aria-label={SERIES_TEXTS.listLabel} className="space-y-3">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Repeat aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
        {isAnyTutor ? SERIES_TEXTS.assignedTutor(preview.tutor_name) : SERIES_TEXTS.tutor(preview.tutor_name)}
      </p>
      <p className="text-sm text-slate-700">{SERIES_TEXTS.summary(count, preview.dates.length)}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {preview.dates.map((week) => (
          <li key={week.fecha} className="flex items-start gap-3 px-3 py-2.5 text-sm">
            {week.bookable ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {formatDateKeyLong(week.fecha)}, {formatTimeKey12(week.hora)}
              </p>
              {week.bookable ? (
                <p className="text-teal-800">{SERIES_TEXTS.bookable}</p>
              ) : (
                <p className="text-red-800">
                  {SERIES_TEXTS.notBookable}: {week.reason}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {count === 0 ? (
        <p id={nothingBookableId} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {SERIES_MESSAGES.nothingBookable}
        </p>
      ) : null}
    </section>
  );
}
