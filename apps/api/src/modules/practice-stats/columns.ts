import { accessColumnsFor } from '../../access/sql';
import { practiceStats, practices, users } from '../../db/schema';
import type { ListSpec } from '../../lib/list';

/** A run as the API shows it (PracticeStat). */
export const statColumns = {
  id: practiceStats.id,
  user_id: practiceStats.user_id,
  practice_id: practiceStats.practice_id,
  total_attempts: practiceStats.total_attempts,
  average_attempts: practiceStats.average_attempts,
  first_try_correct_ones: practiceStats.first_try_correct_ones,
  completed: practiceStats.completed,
  accuracy: practiceStats.accuracy,
  probability_of_knowing: practiceStats.probability_of_knowing,
  score: practiceStats.score,
  created_at: practiceStats.created_at,
};

/** Newest first by default; `user_id` and `practice_id` narrow it (spec part 2 §7, DESIGN §9). */
export const statList: ListSpec = {
  sortable: { created_at: practiceStats.created_at, score: practiceStats.score, id: practiceStats.id },
  defaultSort: { by: 'created_at', order: -1 },
  equality: {
    user_id: { column: practiceStats.user_id, kind: 'uuid' },
    practice_id: { column: practiceStats.practice_id, kind: 'uuid' },
  },
  ranges: { created_at: practiceStats.created_at },
  tiebreak: practiceStats.id,
};

/** Runs are reached through the user they belong to, and played on practices the caller may read. */
export const userAccessColumns = accessColumnsFor('users', users);
export const practiceAccessColumns = accessColumnsFor('practices', practices);
