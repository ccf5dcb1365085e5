// GET /roles/{role_id}: role name and permissions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@charla/domain/roles';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getRole(id: string): Promise<Role> {
  return getItem<Role>(`/roles/${encodeURIComponent(id)}`);
}

export function roleQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.roles.detail(id), queryFn: () => getRole(id) });
}

export function useRole(id: string | undefined) {
  return useQuery({ ...roleQueryOptions(id ?? ''), enabled: Boolean(id) });
}
