// 'Mi progreso': the signed-in student's own progress per practice (GET /practice_stats/progress, the
// same query as the practices list's cards, lib/practice-progress.ts).
import { useQuery } from '@tanstack/react-query';
import { ownPracticeProgressQueryOptions } from '@/lib/practice-progress';

export function useMyProgress(callerId: string) {
  return useQuery(ownPracticeProgressQueryOptions(callerId));
}
