// What a player records while it runs (issue 10: counts for the stats call, and one event per answer
// attempt), kept within the contract's limits (stats.ts) so a long sentence or a practice left open
// for hours does not make the whole stats call fail.
import type { AttemptCounts } from './player';
import { MAX_ATTEMPT_EVENTS, type AttemptEvent } from './stats';

export const EXERCISE_KEY_MAX_LENGTH = 200;
export const MAX_EVENT_ATTEMPT = 1000;
export const MAX_EVENT_ELAPSED_MS = 3_600_000;

/**
 * The key of an exercise in its events: the text the player shows (its word, sentence or hint) with
 * whitespace runs made one space and NULs dropped, trimmed, and cut at 200 characters (never inside
 * a surrogate pair).
 */
export function exerciseKey(text: string): string {
  let key = text
    .replace(/\u0000/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (key.length > EXERCISE_KEY_MAX_LENGTH) {
    key = key.slice(0, EXERCISE_KEY_MAX_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(key)) key = key.slice(0, -1);
    key = key.trimEnd();
  }
  return key;
}

/** One answer attempt as the stats call sends it; the attempt number and the time are capped. */
export function attemptEvent(text: string, correct: boolean, attempt: number, elapsedMs: number): AttemptEvent {
  return {
    exercise_key: exerciseKey(text),
    correct,
    attempt: Math.min(Math.max(1, Math.trunc(attempt)), MAX_EVENT_ATTEMPT),
    elapsed_ms: Math.min(Math.max(0, Math.round(elapsedMs)), MAX_EVENT_ELAPSED_MS),
  };
}

/** The counts of a run from the attempts each finished exercise took (1: right at the first try). */
export function runCounts(attemptsPerExercise: readonly number[]): AttemptCounts {
  return {
    completed: attemptsPerExercise.length,
    total_attempts: attemptsPerExercise.reduce((sum, attempts) => sum + attempts, 0),
    first_try_correct_ones: attemptsPerExercise.filter((attempts) => attempts === 1).length,
  };
}

/**
 * The events a run sends, at most `max` (the contract's 1000): every correct answer is kept — the
 * server checks them against the counts (docs/decisions/020) — and the wrong ones fill what is left,
 * earliest first; the order of play is kept.
 */
export function eventsToSend(events: readonly AttemptEvent[], max = MAX_ATTEMPT_EVENTS): AttemptEvent[] {
  if (events.length <= max) return [...events];
  let wrongLeft = Math.max(0, max - events.filter((event) => event.correct).length);
  return events.filter((event) => event.correct || wrongLeft-- > 0).slice(0, max);
}
