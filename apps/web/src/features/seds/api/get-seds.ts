// GET /seds?page_number={n}&page_size=10 (spec part 1 §7, §9): newest first, paged until a page is empty.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isSedProcessing, type Sed } from './sed';

export const SED_PAGE_SIZE = 10;
/** While a loaded SED is still being processed, the list looks again this often. */
export const SED_LIST_POLL_MS = 5_000;

export function getSeds(pageNumber: number, signal?: AbortSignal): Promise<Sed[]> {
  // Spec §8: lists say 'Error de conexión' when the network fails.
  return getList<Sed>(`/seds?page_number=${pageNumber}&page_size=${SED_PAGE_SIZE}`, {
    signal,
    connectionErrorMessage: 'Error de conexión',
  });
}

export function sedsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.seds.list(),
    queryFn: ({ pageParam, signal }) => getSeds(pageParam, signal),
    initialPageParam: 1,
    // Spec §9: paging stops at the first empty page.
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.length === 0 ? undefined : lastPageParam + 1),
  });
}

export function useSeds() {
  return useInfiniteQuery({
    ...sedsInfiniteQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.some((sed) => isSedProcessing(sed.status)))
        ? SED_LIST_POLL_MS
        : false,
  });
}
