// GET /practices/{id} (spec part 2 §2, §7): the practice a player plays.
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
    // A practice being played is not refetched behind the player's back (the run would restart).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function usePractice(id: string) {
  return useQuery(practiceQueryOptions(id));
}
