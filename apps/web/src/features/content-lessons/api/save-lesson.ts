// POST /lessons and PUT /lessons/{id} (spec part 2 §7): title, video_url, task, notes and
// linked_practices (ids in order), the lesson form's values as the domain's LessonInput gives them.
// Afterwards every lesson list and detail (and a lesson's practices, under its detail) is asked for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { Lesson, LessonInput } from '@charla/domain/lessons';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the form hands over once LessonInput has parsed it (trimmed, notes null when empty). */
export type LessonValues = z.output<typeof LessonInput>;

export interface SaveLessonInput {
  /** Absent: a new lesson. */
  id?: string | undefined;
  values: LessonValues;
}

export async function saveLesson({ id, values }: SaveLessonInput): Promise<Lesson> {
  const response = await apiRequest<ItemResponse<Lesson>>(id ? `/lessons/${encodeURIComponent(id)}` : '/lessons', {
    method: id ? 'PUT' : 'POST',
    body: values,
    // Spec part 2 §8: 'Error de conexión' on any network failure.
    connectionErrorMessage: 'Error de conexión',
  });
  return response.data;
}

export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lessons.all }),
  });
}
