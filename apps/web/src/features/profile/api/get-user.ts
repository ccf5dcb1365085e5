// GET /users/{id} (spec part 1 §7): the profile's personal data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@charla/domain/users';
import { getItem } from '@/lib/api-client';

export function getUser(id: string): Promise<User> {
  return getItem<User>(`/users/${encodeURIComponent(id)}`);
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
