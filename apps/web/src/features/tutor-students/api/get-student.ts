// GET /users/{id}: the student whose lessons the tutor manages (spec part 2 §2). The server answers
// only for the tutor's own students (DESIGN §5); an admin reads anyone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@charla/domain/users';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getStudent(id: string, signal?: AbortSignal): Promise<User> {
  return getItem<User>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function studentQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => getStudent(id, signal),
  });
}

export function useStudent(id: string) {
  return useQuery(studentQueryOptions(id));
}
