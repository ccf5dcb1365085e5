// The answers of the weekly-series calls (issue 50, decision 037): the preview of each week, the series
// booked, and its weeks cancelled from a date on. The rule behind them: booking/series.ts.
import { z } from 'zod';
import { Session } from './session';

export const SeriesWeek = z.object({
  fecha: z.string(),
  hora: z.string(),
  bookable: z.boolean(),
  /** Why the week can't be booked, in Spanish. */
  reason: z.string().optional(),
});
export type SeriesWeek = z.infer<typeof SeriesWeek>;

/** POST /api/session_series/preview: the tutor the series keeps (chosen for 'Any') and each week. */
export const SeriesPreview = z.object({
  tutor_id: z.string(),
  tutor_name: z.string(),
  dates: z.array(SeriesWeek),
});
export type SeriesPreview = z.infer<typeof SeriesPreview>;

const Skipped = z.object({ fecha: z.string(), reason: z.string() });

/** POST /api/session_series (201): the series' id, the sessions booked, the weeks left out and why. */
export const SeriesBooked = z.object({
  id: z.string(),
  sessions: z.array(Session),
  skipped: z.array(Skipped),
});
export type SeriesBooked = z.infer<typeof SeriesBooked>;

/** DELETE /api/session_series/{id}?from=: the weeks cancelled, and those kept with the reason. */
export const SeriesCancelled = z.object({
  cancelled: z.array(Session),
  skipped: z.array(Skipped),
});
export type SeriesCancelled = z.infer<typeof SeriesCancelled>;

export const SERIES_MESSAGES = {
  nothingBookable: 'Ninguna semana de la serie se puede agendar. Revisa las fechas y elige otro horario.',
  notFound: 'Serie no encontrada',
  nothingToCancel: 'No hay sesiones futuras de esta serie desde esa fecha',
  from: 'La fecha debe tener el formato AAAA-MM-DD',
} as const;
