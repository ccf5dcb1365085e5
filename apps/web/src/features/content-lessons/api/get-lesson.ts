// GET /lessons/{id} (spec part 2 §7): the lesson the editor opens, and GET /lessons/{id}/practices, its
// linked practices in link order (their titles for the linking panel).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lesson } from '@charla/domain/lessons';
import type { Practice } from '@charla/domain/practices';
import { getItem, getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const lessonPath = (id: string) => `/lessons/${encodeURIComponent(id)}`;

export function getLesson(id: string, signal?: AbortSignal): Promise<Lesson> {
  return getItem<Lesson>(lessonPath(id), { signal });
}

export function lessonQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.lessons.detail(id),
    queryFn: ({ signal }) => getLesson(id, signal),
  });
}

/** The lesson being edited; none asked for on the create screen (no id). */
export function useLesson(id: string | undefined) {
  return useQuery({ ...lessonQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function getLinkedPractices(lessonId: string, signal?: AbortSignal): Promise<Practice[]> {
  return getList<Practice>(`${lessonPath(lessonId)}/practices`, { signal });
}

export function linkedPracticesQueryOptions(lessonId: string) {
  return queryOptions({
    queryKey: queryKeys.lessons.practices(lessonId),
    queryFn: ({ signal }) => getLinkedPractices(lessonId, signal),
  });
}

/** The saved lesson's practices, once the panel that shows them is open (a new lesson has none saved). */
export function useLinkedPractices(lessonId: string | undefined, isNeeded: boolean) {
  return useQuery({ ...linkedPracticesQueryOptions(lessonId ?? ''), enabled: Boolean(lessonId) && isNeeded });
}
