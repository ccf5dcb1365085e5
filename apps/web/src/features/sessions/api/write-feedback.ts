// PATCH /sessions/{id} {feedback}: the tutor's feedback on a session that happened (DESIGN §6).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@charla/domain/sessions';
import { apiRequest } from '@/lib/api-client';
import { updateCachedSession } from './update-cached-session';

export const FEEDBACK_SAVED = 'Retroalimentación guardada';

export async function writeFeedback({
  sessionId,
  feedback,
}: {
  sessionId: string;
  feedback: string | null;
}): Promise<Session> {
  const response = await apiRequest<{ data: Session }>(`/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'PATCH',
    body: { feedback },
  });
  return response.data;
}

export function useWriteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeFeedback,
    onSuccess: (session) => updateCachedSession(queryClient, session),
  });
}
