// POST /practice_stats (spec part 2 §3, §4, §7): a finished run's counts, scores and attempt events.
// Spec §4: a failure is only logged, so this never throws and shows nothing.
import type { PracticeStatsInput } from '@charla/domain/practices';
import { apiRequest } from '@/lib/api-client';

export async function sendPracticeStats(stats: PracticeStatsInput): Promise<void> {
  try {
    await apiRequest('/practice_stats', { method: 'POST', body: stats });
  } catch (error) {
    console.warn('No se pudieron guardar los resultados de la práctica', error);
  }
}
