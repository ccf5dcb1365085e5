// GET /assignments/{id} (spec part 1 §7): one of the student's assignments with its lesson; 404 when
// it is not theirs or does not exist (DESIGN §4: never reveal existence).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assignment } from '@charla/domain/assignments';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getAssignment(id: string, signal?: AbortSignal): Promise<Assignment> {
  return getItem<Assignment>(`/assignments/${encodeURIComponent(id)}`, { signal });
}

export function assignmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.assignments.detail(id),
    queryFn: ({ signal }) => getAssignment(id, signal),
  });
}

export function useAssignment(id: string) {
  return useQuery({ ...assignmentQueryOptions(id), enabled: id !== '' });
}
