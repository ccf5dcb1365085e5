// GET /practice_stats/progress?user_id= (issue 10; docs/decisions/020): per practice played, the runs,
// best and latest score, latest accuracy and attempts, and the items most missed. One query for every
// screen that shows it: the practices list's cards and 'Mi progreso' (the caller's own, asked without
// user_id) and the tutor's student page (a student's). Keyed by whose progress it is, so the caller's
// own is one cache entry whichever screen asked first; a saved run invalidates practice_stats.
import { queryOptions } from '@tanstack/react-query';
import type { TokenClaims } from '@charla/domain/auth';
import type { PracticeProgress } from '@charla/domain/practices';
import { getList } from './api-client';
import { queryKeys } from './query-keys';

/** `userId` absent: the caller's own. */
export function getPracticeProgress(userId?: string, signal?: AbortSignal): Promise<PracticeProgress[]> {
  const query = userId ? `?user_id=${encodeURIComponent(userId)}` : '';
  return getList<PracticeProgress>(`/practice_stats/progress${query}`, { signal });
}

/** The signed-in caller's own progress (`callerId` is their id, for the key). */
export function ownPracticeProgressQueryOptions(callerId: string) {
  return queryOptions({
    queryKey: queryKeys.practice_stats.progress(callerId),
    queryFn: ({ signal }) => getPracticeProgress(undefined, signal),
  });
}

/** Another user's progress (a tutor's student; the server answers 404 for anyone the caller may not see). */
export function userPracticeProgressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.practice_stats.progress(userId),
    queryFn: ({ signal }) => getPracticeProgress(userId, signal),
  });
}

/** The server reads runs with `practice_stats: read` and their practices with `practices: read`. */
export function canReadPracticeProgress(claims: Pick<TokenClaims, 'granted_resources'>): boolean {
  return claims.granted_resources.includes('practice_stats') && claims.granted_resources.includes('practices');
}
