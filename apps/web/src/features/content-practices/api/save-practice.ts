// POST /practices and PUT /practices/{id} (spec part 2 §7): title, instructions and props including
// practice_type, as the domain's PracticeInput gives them. Afterwards every practice list and detail
// (the learner's and the lesson editor's included) is asked for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { Practice, PracticeInput } from '@charla/domain/practices';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the form hands over once PracticeInput has parsed it. */
export type PracticeValues = z.output<typeof PracticeInput>;

export interface SavePracticeInput {
  /** Absent: a new practice. */
  id?: string | undefined;
  body: PracticeValues;
}

export async function savePractice({ id, body }: SavePracticeInput): Promise<Practice> {
  const response = await apiRequest<ItemResponse<Practice>>(
    id ? `/practices/${encodeURIComponent(id)}` : '/practices',
    {
      method: id ? 'PUT' : 'POST',
      body,
      // Spec part 2 §8: 'Error de conexión' on any network failure.
      connectionErrorMessage: 'Error de conexión',
    },
  );
  return response.data;
}

export function useSavePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePractice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.practices.all }),
  });
}
