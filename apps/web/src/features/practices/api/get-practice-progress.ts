// GET /practice_stats/progress (issue 10; docs/decisions/020): the signed-in student's best and latest
// score per practice played, shown on the list's cards. Asked only when the role may read runs; a
// failure just leaves the cards without it.
// The query is the one 'Mi progreso' reads (lib/practice-progress.ts): one request for both screens.
import { useQuery } from '@tanstack/react-query';
import type { PracticeProgress } from '@charla/domain/practices';
import { canReadPracticeProgress, ownPracticeProgressQueryOptions } from '@/lib/practice-progress';
import { useSession } from '@/lib/use-session';

/** The caller's progress by practice id (empty while loading, after a failure, or without the grant). */
export function usePracticeProgress(): ReadonlyMap<string, PracticeProgress> {
  const session = useSession();
  const query = useQuery({
    ...ownPracticeProgressQueryOptions(session?.claims.id ?? ''),
    enabled: session ? canReadPracticeProgress(session.claims) : false,
    retry: false,
    select: (rows) => new Map(rows.map((row) => [row.practice_id, row])),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, PracticeProgress> = new Map();
