// GET /assignments/{id} (spec part 1 §7): one of the student's assignments with its lesson; 404 when
// it is not theirs or does not exist (DESIGN §4: never reveal existence).
import { queryOptions, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preload } from 'react-dom';
import type { Assignment } from '@charla/domain/assignments';
import { firstImageSource } from '@/components/first-image';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { lessonPracticesQueryOptions } from './get-lesson-practices';

export function getAssignment(id: string, signal?: AbortSignal): Promise<Assignment> {
  return getItem<Assignment>(`/assignments/${encodeURIComponent(id)}`, { signal });
}

export function assignmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.assignments.detail(id),
    queryFn: ({ signal }) => getAssignment(id, signal),
  });
}

/** While a reading is assessed (issue 49), how often the page asks whether it is done. */
export const READING_POLL_MS = 5_000;

export function useAssignment(id: string) {
  return useQuery({
    ...assignmentQueryOptions(id),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.reading?.status === 'pending' ? READING_POLL_MS : false),
  });
}

/** The first image the lesson shows: its notes' first, else its task's (LessonView's order). */
export function lessonFirstImage(lesson: Pick<Assignment, 'notes_html' | 'task_html'>): string | null {
  return (lesson.notes_html ? firstImageSource(lesson.notes_html) : null) ?? firstImageSource(lesson.task_html);
}

/** What the shell starts once the assignment is here: the first image and the lesson's practices. */
function nextReads(assignment: Assignment) {
  return {
    image: lessonFirstImage(assignment),
    practicesOf: assignment.linked_practices.length > 0 ? assignment.lesson_id : null,
  };
}

/**
 * For the shell while the lessons area's code is on its way (app/layouts/first-reads.tsx): the
 * assignment is asked for now, and once it is here so are the lesson's first image, its largest paint on
 * a phone, and its linked practices (useLessonPractices' read). The page's own queries then find the
 * answers in the cache (or join the requests).
 */
export function usePrefetchAssignment(id: string) {
  const client = useQueryClient();
  usePrefetchQuery(assignmentQueryOptions(id));
  const next = useQuery({ ...assignmentQueryOptions(id), select: nextReads }).data;
  if (next?.image) preload(next.image, { as: 'image', fetchPriority: 'high' });
  const practicesOf = next?.practicesOf;
  useEffect(() => {
    if (practicesOf) void client.prefetchQuery(lessonPracticesQueryOptions(practicesOf));
  }, [client, practicesOf]);
}
