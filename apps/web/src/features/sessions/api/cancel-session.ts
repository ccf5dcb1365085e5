// DELETE /sessions/{id} (spec part 1 §7): cancels; the API answers with the session, now 'cancelada'.
// Spec part 1 §4: the card is updated locally, nothing is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@charla/domain/sessions';
import { apiRequest } from '@/lib/api-client';
import { updateCachedSession } from './update-cached-session';

export const CANCEL_ERROR = 'Error al cancelar la sesión';

export async function cancelSession(session: Session): Promise<Session> {
  const response = await apiRequest<{ data?: Session }>(`/sessions/${encodeURIComponent(session.id)}`, {
    method: 'DELETE',
  });
  return { ...session, ...response.data, estado: 'cancelada' };
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: (session) => updateCachedSession(queryClient, session),
  });
}
