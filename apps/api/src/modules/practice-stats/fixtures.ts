// Test fixtures of the practice-stats tests: practices inserted as stored rows, runs as a player
// sends them, and the two tables read back.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { scorePractice, type AttemptCounts, type AttemptEvent } from '@charla/domain/practices';
import type { Db } from '../../db/client';
import { practiceAttempts, practiceStats, practices } from '../../db/schema';
import { rowsOf } from '../../db/tx';
import { newId } from '../../lib/ids';
import type { Reply } from '../../../test/app';

const tweak = (letter: string, silent = false, length: 'long' | 'short' | null = null) => ({ letter, silent, length });

/** n = 5 (spec part 2 §9); the words the tests play. */
export const LETTER_TWEAK = {
  practice_type: 'letter-tweak',
  exercises: ['cake', 'kite', 'hop', 'home', 'knee', 'lamb', 'write'].map((word) => ({
    word,
    tweaks: [...word].map((letter) => tweak(letter)),
  })),
};
/** Fill-in-the-blank's items: 'She <blank> happy.' and 99 more, so a run of up to 100 fits. */
export const FILL_IN_KEYS = [
  'She <blank> happy.',
  ...Array.from({ length: 99 }, (_, i) => `Sentence ${i + 1} <blank>.`),
];
/** No n: the probability is the accuracy itself. */
export const FILL_IN_THE_BLANK = {
  practice_type: 'fill-in-the-blank',
  exercises: FILL_IN_KEYS.map((sentence) => ({ hint: 'to be', sentence, answer: 'is' })),
};
/** n = the allowed positions of the first exercise: 2. Four exercises. */
export const INSERT_IT_RIGHT = {
  practice_type: 'insert-it-right',
  exercises: [
    { word: 'always', sentence: 'I eat breakfast', allowed_positions: [1, 3] },
    { word: 'never', sentence: 'They eat meat', allowed_positions: [1] },
    { word: 'usually', sentence: 'I walk to school', allowed_positions: [1] },
    { word: 'often', sentence: 'We are late', allowed_positions: [2] },
  ],
};

export async function insertPractice(db: Db, props: Record<string, unknown>, title = 'Práctica de prueba') {
  const id = newId();
  await db.insert(practices).values({ id, title, instructions: 'Instrucciones', props });
  return id;
}

/** A run as the player sends it: the counts and the numbers the domain computes from them. */
export function runBody(
  userId: string,
  practiceId: string,
  counts: AttemptCounts,
  n: number | undefined,
  events: AttemptEvent[] = [],
) {
  const score = scorePractice(counts, n);
  return { user_id: userId, practice_id: practiceId, ...score, events };
}

/** Events that agree with the counts: per exercise, its wrong tries then its correct one. */
export function eventsFor(exercises: { key: string; attempts: number }[]): AttemptEvent[] {
  let elapsed = 0;
  return exercises.flatMap(({ key, attempts }) =>
    Array.from({ length: attempts }, (_, i) => ({
      exercise_key: key,
      correct: i === attempts - 1,
      attempt: i + 1,
      elapsed_ms: (elapsed += 700),
    })),
  );
}

export const countsOf = (exercises: { attempts: number }[]): AttemptCounts => ({
  completed: exercises.length,
  total_attempts: exercises.reduce((sum, exercise) => sum + exercise.attempts, 0),
  first_try_correct_ones: exercises.filter((exercise) => exercise.attempts === 1).length,
});

export async function statRows(db: Db, userId: string) {
  return db.select().from(practiceStats).where(eq(practiceStats.user_id, userId));
}

export async function attemptRows(db: Db, userId: string) {
  return db.select().from(practiceAttempts).where(eq(practiceAttempts.user_id, userId));
}

/** Rows in both tables, to prove a refusal wrote nothing. */
export async function tableCounts(db: Db) {
  const [counts] = await rowsOf<{ stats: number; attempts: number }>(
    db,
    sql`select (select count(*)::int from ${practiceStats}) as stats, (select count(*)::int from ${practiceAttempts}) as attempts`,
  );
  return counts!;
}

/** Sends the request and proves it was refused with `status` and wrote nothing to either table. */
export async function refusedIn(db: Db, send: () => Promise<Reply>, status: number) {
  const before = await tableCounts(db);
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(await tableCounts(db)).toEqual(before);
  return res.body.detail;
}
