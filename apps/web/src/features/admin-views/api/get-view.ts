// GET /user_views/{id} (spec part 2 §7): the view the editor opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@charla/domain/roles';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getView(id: string, signal?: AbortSignal): Promise<UserView> {
  return getItem<UserView>(`/user_views/${encodeURIComponent(id)}`, { signal });
}

export function viewQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.user_views.detail(id),
    queryFn: ({ signal }) => getView(id, signal),
  });
}

export function useView(id: string) {
  return useQuery(viewQueryOptions(id));
}
