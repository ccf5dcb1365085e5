// Progress rows as GET /api/practice_stats/progress returns them (packages/domain PracticeProgress).
import type { PracticeProgress } from '@charla/domain/practices';
import { json, type Reply } from '@/test/api-stub';

export const practiceId = (n: number) => `0190c3a5-9a11-7000-8000-${String(n).padStart(12, '0')}`;

export function makeProgress(n: number, overrides: Partial<PracticeProgress> = {}): PracticeProgress {
  return {
    practice_id: practiceId(n),
    title: `Práctica ${n}`,
    practice_type: 'word-choice',
    runs: 3,
    best_score: 42.1,
    latest_score: 20.3,
    latest_accuracy: 75,
    latest_total_attempts: 5,
    // 17:30 UTC is 11:30 a.m. in Mexico City.
    last_played_at: '2026-11-20T17:30:00.000Z',
    most_missed: [],
    ...overrides,
  };
}

export const progressPage = (rows: PracticeProgress[]): Reply =>
  json({ success: true, data: { data: rows, page_number: null, page_size: 1000 } });

export const OWN_PROGRESS = 'GET /api/practice_stats/progress';
