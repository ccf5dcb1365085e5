// GET /lessons/{lesson_id}/practices: the lesson's linked practices in their order, in one call
// (instead of the spec's one GET /practices/{id} per id, part 1 §7). Spec §8: a failure gives an
// empty list, so the query's error is never shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Practice } from '@charla/domain/practices';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getLessonPractices(lessonId: string, signal?: AbortSignal): Promise<Practice[]> {
  return getList<Practice>(`/lessons/${encodeURIComponent(lessonId)}/practices`, { signal });
}

export function lessonPracticesQueryOptions(lessonId: string) {
  return queryOptions({
    queryKey: queryKeys.lessons.practices(lessonId),
    queryFn: ({ signal }) => getLessonPractices(lessonId, signal),
    retry: false,
  });
}

/**
 * The practices of a lesson that links some (no call for one that links none); `practices` is empty
 * while loading and after a failure.
 */
export function useLessonPractices(lessonId: string | undefined, linkedCount: number) {
  const query = useQuery({
    ...lessonPracticesQueryOptions(lessonId ?? ''),
    enabled: Boolean(lessonId) && linkedCount > 0,
  });
  return { practices: query.data ?? [], isLoading: query.isLoading };
}
