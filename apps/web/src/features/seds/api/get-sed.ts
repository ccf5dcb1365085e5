// GET /seds/{id} (spec part 1 §7): polled while the SED is pending or processing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isSedProcessing, type Sed } from './sed';

/** How often the detail asks again while the audio is being processed. */
export const SED_POLL_MS = 3_000;

export function getSed(id: string, signal?: AbortSignal): Promise<Sed> {
  return getItem<Sed>(`/seds/${encodeURIComponent(id)}`, { signal });
}

export function sedQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.seds.detail(id),
    queryFn: ({ signal }) => getSed(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isSedProcessing(status) ? SED_POLL_MS : false;
    },
  });
}

export function useSed(id: string) {
  return useQuery(sedQueryOptions(id));
}
