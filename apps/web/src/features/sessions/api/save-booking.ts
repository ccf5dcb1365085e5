// POST /sessions books; PATCH /sessions/{id} with the same payload reschedules (the spec's edit mode).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookSessionInput } from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec part 1 §8: the booking form's network failure. */
export const BOOKING_CONNECTION_ERROR = 'Error de conexión al servidor. Por favor, intente nuevamente.';

export interface SaveBookingInput {
  /** The session being rescheduled; absent for a new booking. */
  sessionId?: string;
  payload: BookSessionInput;
}

export async function saveBooking({ sessionId, payload }: SaveBookingInput): Promise<Session> {
  const response = await apiRequest<{ data: Session }>(
    sessionId ? `/sessions/${encodeURIComponent(sessionId)}` : '/sessions',
    {
      method: sessionId ? 'PATCH' : 'POST',
      body: payload,
      connectionErrorMessage: BOOKING_CONNECTION_ERROR,
    },
  );
  return response.data;
}

export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBooking,
    // Lists, details, the month's usage and the taken times all changed (or, after a 409, were stale).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tutors.bookable() }),
      ]),
  });
}
