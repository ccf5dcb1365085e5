// GET /users/{id} (spec part 1 §7): the profile's personal data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@charla/domain/users';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getUser(id: string): Promise<User> {
  return getItem<User>(`/users/${encodeURIComponent(id)}`);
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: () => getUser(id) });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
