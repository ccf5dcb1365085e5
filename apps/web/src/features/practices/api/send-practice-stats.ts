// POST /practice_stats (spec part 2 §3, §4, §7): a finished run's counts, scores and attempt events.
// Spec §4: a failure is only logged, so this never throws and shows nothing. A saved run makes the
// student's progress (best and latest score on the list) out of date.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PracticeStatsInput } from '@charla/domain/practices';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether the run was saved. */
export async function sendPracticeStats(stats: PracticeStatsInput): Promise<boolean> {
  try {
    await apiRequest('/practice_stats', { method: 'POST', body: stats });
    return true;
  } catch (error) {
    console.warn('No se pudieron guardar los resultados de la práctica', error);
    return false;
  }
}

export function useSendPracticeStats() {
  const queryClient = useQueryClient();
  return useCallback(
    async (stats: PracticeStatsInput) => {
      if (await sendPracticeStats(stats))
        void queryClient.invalidateQueries({ queryKey: queryKeys.practice_stats.all });
    },
    [queryClient],
  );
}
