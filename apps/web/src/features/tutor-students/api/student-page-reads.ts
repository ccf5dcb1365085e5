// The reads of /tutor/students/{id}/lessons, started together (issue 48): the student, their assignments,
// the lessons to assign from and, when the role reads them, their practice results. The page's sections
// wait for the student before they render; asked for only by them, their lists came one round trip after
// it. Each section's own query then finds its answer cached or joins the request in flight.
import { useQueryClient, usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import type { Assignment } from '@charla/domain/assignments';
import type { Lesson } from '@charla/domain/lessons';
import { resourceListQueryOptions } from '@/components/resource-list/use-resource-list';
import { canReadPracticeProgress, userPracticeProgressQueryOptions } from '@/lib/practice-progress';
import { useSession } from '@/lib/use-session';
import { studentQueryOptions } from './get-student';
import { STUDENT_ASSIGNMENT_PARAMS, ASSIGNABLE_LESSON_PARAMS } from './student-lists';

export function usePrefetchStudentPage(studentId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  usePrefetchQuery(studentQueryOptions(studentId));
  usePrefetchInfiniteQuery(resourceListQueryOptions<Assignment>('assignments', STUDENT_ASSIGNMENT_PARAMS(studentId)));
  usePrefetchInfiniteQuery(resourceListQueryOptions<Lesson>('lessons', ASSIGNABLE_LESSON_PARAMS('')));
  // As usePrefetchQuery does, for a read only some roles make.
  const progress = userPracticeProgressQueryOptions(studentId);
  if (session && canReadPracticeProgress(session.claims) && !queryClient.getQueryState(progress.queryKey)) {
    void queryClient.prefetchQuery(progress);
  }
}
