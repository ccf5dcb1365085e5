// PATCH /sessions/{id} {attendance} (issue 51): after the session's time its tutor marks it 'Realizada' or
// 'El estudiante no se presentó', or takes the mark back with null. The insights count by it, so their
// cached figures are refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attendance, Session } from '@charla/domain/sessions';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { updateCachedSession } from './update-cached-session';

export async function markAttendance({
  sessionId,
  attendance,
}: {
  sessionId: string;
  attendance: Attendance | null;
}): Promise<Session> {
  const response = await apiRequest<{ data: Session }>(`/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'PATCH',
    body: { attendance },
  });
  return response.data;
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: (session) => {
      updateCachedSession(queryClient, session);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.sessions.all, 'insights'] });
    },
  });
}
