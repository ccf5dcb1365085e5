// DELETE /sessions/{id} (spec part 1 §7): cancels; the API answers with the session, now 'cancelada'.
// It may carry why (docs/decisions/024: {cancel_reason}, at most 500 characters), which the tutor sees.
// Spec part 1 §4: the card is updated locally, nothing is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelSessionInput } from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { updateCachedSession } from './update-cached-session';

export const CANCEL_ERROR = 'Error al cancelar la sesión';

export interface CancelSessionRequest {
  session: Session;
  /** Optional; blank is left out. */
  reason?: string;
}

export async function cancelSession({ session, reason }: CancelSessionRequest): Promise<Session> {
  // The dialog's box holds at most 500 characters; the domain's rule still decides, in its words.
  const parsed = CancelSessionInput.safeParse({ cancel_reason: reason });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? CANCEL_ERROR);
  const { cancel_reason } = parsed.data;
  const response = await apiRequest<{ data?: Session }>(`/sessions/${encodeURIComponent(session.id)}`, {
    method: 'DELETE',
    ...(cancel_reason ? { body: { cancel_reason } } : {}),
  });
  return { ...session, cancel_reason: cancel_reason || null, ...response.data, estado: 'cancelada' };
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (session) => {
      updateCachedSession(queryClient, session);
      // The month's usage gave the session back; only that is asked for again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions.usage() });
    },
  });
}
