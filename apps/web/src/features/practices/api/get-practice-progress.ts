// GET /practice_stats/progress (issue 10; docs/decisions/020): the signed-in student's best and latest
// score per practice played, shown on the list's cards. Asked only when the role may read runs; a
// failure just leaves the cards without it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeProgress } from '@charla/domain/practices';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/use-session';

export function getPracticeProgress(signal?: AbortSignal): Promise<PracticeProgress[]> {
  return getList<PracticeProgress>('/practice_stats/progress', { signal });
}

export function practiceProgressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.practice_stats.progress(userId),
    queryFn: ({ signal }) => getPracticeProgress(signal),
  });
}

/** The caller's progress by practice id (empty while loading, after a failure, or without the grant). */
export function usePracticeProgress(): ReadonlyMap<string, PracticeProgress> {
  const session = useSession();
  const granted = session?.claims.granted_resources ?? [];
  const canRead = granted.includes('practice_stats') && granted.includes('practices');
  const query = useQuery({
    ...practiceProgressQueryOptions(session?.claims.id ?? ''),
    enabled: Boolean(session) && canRead,
    retry: false,
    select: (rows) => new Map(rows.map((row) => [row.practice_id, row])),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, PracticeProgress> = new Map();
