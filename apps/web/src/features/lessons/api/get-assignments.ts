// GET /assignments (spec part 1 §7): the student's own assignments, newest first, each joined with its
// lesson (DESIGN §7). One unpaged call: a student has few assignments (the server caps it at 1000).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assignment } from '@charla/domain/assignments';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getAssignments(signal?: AbortSignal): Promise<Assignment[]> {
  // Spec part 1 §8: lists say 'Error de conexión' when the network fails.
  return getList<Assignment>('/assignments', { signal, connectionErrorMessage: 'Error de conexión' });
}

export function assignmentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.assignments.list(),
    queryFn: ({ signal }) => getAssignments(signal),
  });
}

export function useAssignments() {
  return useQuery(assignmentsQueryOptions());
}
