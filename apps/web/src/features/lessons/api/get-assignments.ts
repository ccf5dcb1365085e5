// GET /assignments?user_id={caller} (spec part 1 §7): the caller's own assignments, newest first, each
// joined with its lesson (DESIGN §7) — also for an admin, whose grant reaches every student's (decision
// 030). One unpaged call: a student has few assignments (the server caps it at 1000).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownAssignmentsPath, type Assignment } from '@charla/domain/assignments';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/use-session';

export function getAssignments(userId: string, signal?: AbortSignal): Promise<Assignment[]> {
  // Spec part 1 §8: lists say 'Error de conexión' when the network fails.
  return getList<Assignment>(ownAssignmentsPath(userId), { signal, connectionErrorMessage: 'Error de conexión' });
}

export function assignmentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.assignments.list({ user_id: userId }),
    queryFn: ({ signal }) => getAssignments(userId, signal),
  });
}

/** The signed-in person's own assignments (the lessons area is behind sign-in). */
export function useAssignments() {
  const userId = useSession()?.claims.id ?? '';
  return useQuery({ ...assignmentsQueryOptions(userId), enabled: userId !== '' });
}
