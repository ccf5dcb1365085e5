// The tutor's writes on a student's assignments (spec part 2 §2, §4; DESIGN §7): assign a lesson
// (POST /assignments, it becomes the current lesson), remove one (DELETE /assignments/{id}) and write
// feedback (PATCH /assignments/{id} {feedback}). Afterwards the student (current lesson), the
// students list and the assignments are asked for again through their query keys.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentCreateInput } from '@charla/domain/assignments';
import type { ItemResponse } from '@charla/domain/http';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const assignmentPath = (id: string) => `/assignments/${encodeURIComponent(id)}`;

/** The student's current lesson and every assignments list (not the cached recordings). */
function refreshStudent(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.assignments.lists() }),
  ]);
}

export async function assignLesson(input: AssignmentCreateInput): Promise<Assignment> {
  const response = await apiRequest<ItemResponse<Assignment>>('/assignments', { method: 'POST', body: input });
  return response.data;
}

export async function removeAssignment(id: string): Promise<void> {
  await apiRequest(assignmentPath(id), { method: 'DELETE' });
}

export async function saveFeedback({ id, feedback }: { id: string; feedback: string | null }): Promise<Assignment> {
  const response = await apiRequest<ItemResponse<Assignment>>(assignmentPath(id), {
    method: 'PATCH',
    body: { feedback },
  });
  return response.data;
}

export function useAssignLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignLesson, onSuccess: () => refreshStudent(queryClient) });
}

export function useRemoveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAssignment, onSuccess: () => refreshStudent(queryClient) });
}

export function useSaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments.lists() }),
  });
}
