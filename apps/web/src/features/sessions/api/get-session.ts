// GET /sessions/{id} (spec part 1 §7): the detail screen reads feedback and created_at.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@charla/domain/sessions';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SESSION_DETAIL_ERROR = 'Error al cargar los detalles de la sesión';

export function getSession(id: string): Promise<Session> {
  return getItem<Session>(`/sessions/${encodeURIComponent(id)}`);
}

export function sessionQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.sessions.detail(id), queryFn: () => getSession(id) });
}

export function useSessionDetail(id: string) {
  return useQuery(sessionQueryOptions(id));
}
