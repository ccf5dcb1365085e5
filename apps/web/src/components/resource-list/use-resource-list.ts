// A resource's paged list (spec part 2 §2, §9): pages of 10 by page_number, the next one asked for
// only after a full page (a short or empty page ends the list), `q` and filters as query params
// and as part of the query key, so a new search is a new list from page 1.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getList } from '@/lib/api-client';
import { queryKeys, type ListParams, type ResourceName } from '@/lib/query-keys';

export const RESOURCE_PAGE_SIZE = 10;
/** Spec part 2 §8: 'Error de conexión' on any network failure. */
export const LIST_CONNECTION_ERROR = 'Error de conexión';

/** '/users?page_number=2&page_size=10&q=ana' (empty params left out). */
export function resourceListPath(resource: ResourceName, pageNumber: number, params: ListParams = {}): string {
  const search = new URLSearchParams({ page_number: String(pageNumber), page_size: String(RESOURCE_PAGE_SIZE) });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/${resource}?${search.toString()}`;
}

/** The next page number, or undefined once a page came back with fewer than a full page of rows. */
export function nextResourcePage(lastPage: readonly unknown[], lastPageNumber: number): number | undefined {
  return lastPage.length < RESOURCE_PAGE_SIZE ? undefined : lastPageNumber + 1;
}

export function resourceListQueryOptions<T>(resource: ResourceName, params: ListParams = {}) {
  return infiniteQueryOptions({
    queryKey: queryKeys[resource].list(params),
    queryFn: ({ pageParam, signal }) =>
      getList<T>(resourceListPath(resource, pageParam, params), {
        signal,
        connectionErrorMessage: LIST_CONNECTION_ERROR,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => nextResourcePage(lastPage, lastPageNumber),
  });
}

export function useResourceList<T>(resource: ResourceName, params: ListParams = {}) {
  return useInfiniteQuery(resourceListQueryOptions<T>(resource, params));
}

/** DELETE /{resource}/{id}; every list and detail of the resource is asked for again. */
export function useDeleteResource(resource: ResourceName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/${resource}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys[resource].all }),
  });
}
