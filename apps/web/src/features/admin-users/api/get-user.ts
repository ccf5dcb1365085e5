// GET /users/{id} (spec part 2 §7): the user the admin's form opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@charla/domain/users';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return getItem<User>(`/users/${encodeURIComponent(id)}`, { signal, connectionErrorMessage: 'Error de conexión' });
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: ({ signal }) => getUser(id, signal) });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
