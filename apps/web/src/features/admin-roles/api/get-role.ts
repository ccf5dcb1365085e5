// GET /roles/{id} (spec part 2 §7): the role the editor opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@charla/domain/roles';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getRole(id: string, signal?: AbortSignal): Promise<Role> {
  return getItem<Role>(`/roles/${encodeURIComponent(id)}`, { signal });
}

export function roleQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.roles.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
  });
}

export function useRole(id: string) {
  return useQuery(roleQueryOptions(id));
}
