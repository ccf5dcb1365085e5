// GET /practices/{id} (spec part 2 §7): the practice the editor opens. Same cache entry as the
// player's, asked for again when stale: an author edits what is saved now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Practice } from '@charla/domain/practices';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPractice(id: string, signal?: AbortSignal): Promise<Practice> {
  return getItem<Practice>(`/practices/${encodeURIComponent(id)}`, {
    signal,
    connectionErrorMessage: 'Error de conexión',
  });
}

export function practiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.practices.detail(id),
    queryFn: ({ signal }) => getPractice(id, signal),
  });
}

export function usePractice(id: string) {
  return useQuery(practiceQueryOptions(id));
}
