// GET /practices?page_number={n}&page_size=10 (spec part 2 §2, §7): the learner's list, one page per
// 'Cargar más'. An empty page ends the list; with the fixed page size a shorter one does too, which
// saves the empty request (docs/decisions/017).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Practice } from '@charla/domain/practices';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const PRACTICE_PAGE_SIZE = 10;

export function getPractices(pageNumber: number, signal?: AbortSignal): Promise<Practice[]> {
  // Spec part 2 §8: 'Error de conexión' on any network failure.
  return getList<Practice>(`/practices?page_number=${pageNumber}&page_size=${PRACTICE_PAGE_SIZE}`, {
    signal,
    connectionErrorMessage: 'Error de conexión',
  });
}

export function practicesInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.practices.list(),
    queryFn: ({ pageParam, signal }) => getPractices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < PRACTICE_PAGE_SIZE ? undefined : lastPageParam + 1,
  });
}

export function usePractices() {
  return useInfiniteQuery(practicesInfiniteQueryOptions());
}
