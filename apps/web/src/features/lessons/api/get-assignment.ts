// GET /assignments/{id} (spec part 1 §7): one of the student's assignments with its lesson; 404 when
// it is not theirs or does not exist (DESIGN §4: never reveal existence).
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { preload } from 'react-dom';
import type { Assignment } from '@charla/domain/assignments';
import { firstImageSource } from '@/components/first-image';
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

/** The first image the lesson shows: its notes' first, else its task's (LessonView's order). */
export function lessonFirstImage(lesson: Pick<Assignment, 'notes_html' | 'task_html'>): string | null {
  return (lesson.notes_html ? firstImageSource(lesson.notes_html) : null) ?? firstImageSource(lesson.task_html);
}

/**
 * For the shell while the lessons area's code is on its way (app/layouts/first-reads.tsx): the
 * assignment is asked for now, and once it is here so is the lesson's first image, its largest paint on
 * a phone. The page's own useAssignment then finds the answer in the cache (or joins the request).
 */
export function usePrefetchAssignment(id: string) {
  usePrefetchQuery(assignmentQueryOptions(id));
  const image = useQuery({ ...assignmentQueryOptions(id), select: lessonFirstImage }).data;
  if (image) preload(image, { as: 'image', fetchPriority: 'high' });
}
