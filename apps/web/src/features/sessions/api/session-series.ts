// Weekly series (issue 50, decision 037): the preview of each week, the series booked, and its weeks
// cancelled from one on. Every week is an ordinary session, so each change refreshes the sessions'
// lists, details and the month's usage, and the tutors' taken times.
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionSeriesInput } from '@charla/domain/booking';
import type { SeriesBooked, SeriesCancelled, SeriesPreview } from '@charla/domain/sessions';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { BOOKING_CONNECTION_ERROR } from './save-booking';

export async function previewSeries(input: SessionSeriesInput): Promise<SeriesPreview> {
  const response = await apiRequest<{ data: SeriesPreview }>('/session_series/preview', {
    method: 'POST',
    body: input,
    connectionErrorMessage: BOOKING_CONNECTION_ERROR,
  });
  return response.data;
}

/**
 * Keyed on every input: a new tutor, date, time, type or number of weeks is a new preview. Asks only
 * once the inputs are complete and valid (null until then).
 */
export function seriesPreviewQueryOptions(input: SessionSeriesInput | null) {
  return queryOptions({
    queryKey: queryKeys.sessions.seriesPreview({ ...input }),
    queryFn: input ? () => previewSeries(input) : skipToken,
  });
}

export function useSeriesPreview(input: SessionSeriesInput | null) {
  return useQuery(seriesPreviewQueryOptions(input));
}

export async function bookSeries(input: SessionSeriesInput): Promise<SeriesBooked> {
  const response = await apiRequest<{ data: SeriesBooked }>('/session_series', {
    method: 'POST',
    body: input,
    connectionErrorMessage: BOOKING_CONNECTION_ERROR,
  });
  return response.data;
}

export function useBookSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSeries,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tutors.bookable() }),
      ]),
  });
}

export interface CancelSeriesFromRequest {
  seriesId: string;
  /** The first week cancelled, a display-zone date 'YYYY-MM-DD'. */
  from: string;
}

export async function cancelSeriesFrom({ seriesId, from }: CancelSeriesFromRequest): Promise<SeriesCancelled> {
  const response = await apiRequest<{ data: SeriesCancelled }>(
    `/session_series/${encodeURIComponent(seriesId)}?from=${encodeURIComponent(from)}`,
    { method: 'DELETE' },
  );
  return response.data;
}

export function useCancelSeriesFrom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesFrom,
    // Several weeks changed at once: the lists, details and the month's usage are asked for again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tutors.bookable() }),
      ]),
  });
}
