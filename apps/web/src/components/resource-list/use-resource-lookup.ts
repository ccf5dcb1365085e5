// An unpaged list (DESIGN §4: no page_number, at most 1000 rows; spec part 2 §7 "unpaged for lookups"):
// the choices of a form's select (roles, plans, tutors, lessons…) or the names a list shows for ids.
// Its key is apart from the paged lists' (their pages are another shape) and under `lists()`, so a
// write that refreshes a resource's lists refreshes its lookups too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from '@/lib/api-client';
import { queryKeys, type ListParams, type ResourceName } from '@/lib/query-keys';
import { LIST_CONNECTION_ERROR } from './use-resource-list';

/** '/roles' or '/lessons?sort_by=title' (empty params left out). */
export function resourceLookupPath(resource: ResourceName, params: ListParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/${resource}?${query}` : `/${resource}`;
}

export function resourceLookupQueryOptions<T>(resource: ResourceName, params: ListParams = {}) {
  return queryOptions({
    queryKey: queryKeys[resource].lookup(params),
    queryFn: ({ signal }) =>
      getList<T>(resourceLookupPath(resource, params), { signal, connectionErrorMessage: LIST_CONNECTION_ERROR }),
  });
}

export function useResourceLookup<T>(resource: ResourceName, params: ListParams = {}) {
  return useQuery(resourceLookupQueryOptions<T>(resource, params));
}

/** id → row, for showing names in a list of rows that carry ids. */
export function byId<T extends { id: string }>(rows: readonly T[] | undefined): ReadonlyMap<string, T> {
  return new Map((rows ?? []).map((row) => [row.id, row]));
}
