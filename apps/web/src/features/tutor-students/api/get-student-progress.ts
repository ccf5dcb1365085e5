// GET /practice_stats/progress?user_id={studentId} (issue 10; docs/decisions/020): the student's results
// per practice and the items they miss most, for their tutor (or an admin). The server answers only
// for users the caller reaches (404 otherwise).
import { useQuery } from '@tanstack/react-query';
import { userPracticeProgressQueryOptions } from '@/lib/practice-progress';

export function useStudentProgress(studentId: string) {
  return useQuery(userPracticeProgressQueryOptions(studentId));
}
