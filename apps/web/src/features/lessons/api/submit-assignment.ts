// POST /assignments/{id}/submissions (spec part 1 §3, §7): multipart audio_file (grabacion.webm) and
// assignment_id. 201 gives the assignment, now completed; 409 when it was already submitted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBMISSION_FILE_NAME, type Assignment } from '@charla/domain/assignments';
import type { ItemResponse } from '@charla/domain/http';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SubmitAssignmentInput {
  assignmentId: string;
  /** The recorder's WebM recording. */
  audio: Blob;
}

export async function submitAssignment({ assignmentId, audio }: SubmitAssignmentInput): Promise<Assignment> {
  const form = new FormData();
  form.append('audio_file', audio, SUBMISSION_FILE_NAME);
  form.append('assignment_id', assignmentId);
  const response = await apiRequest<ItemResponse<Assignment>>(
    `/assignments/${encodeURIComponent(assignmentId)}/submissions`,
    { method: 'POST', body: form },
  );
  return response.data;
}

export function useSubmitAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssignment,
    // The recorder kit waits for the network itself (decision 033): the request goes when it says so.
    networkMode: 'always',
    onSuccess: (assignment) => {
      queryClient.setQueryData(queryKeys.assignments.detail(assignment.id), assignment);
      return queryClient.invalidateQueries({ queryKey: queryKeys.assignments.lists() });
    },
  });
}
