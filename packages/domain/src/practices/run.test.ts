import { describe, expect, it } from 'vitest';
import { attemptEvent, eventsToSend, exerciseKey, runCounts } from './run';
import { AttemptEvent } from './stats';

describe('exerciseKey', () => {
  const long = 'a'.repeat(199);
  it.each([
    ['a word', 'cake', 'cake'],
    ['trimmed, inner whitespace made one space', '  The keys are\n over <blank>  ', 'The keys are over <blank>'],
    ['NULs dropped', 'ca\u0000ke', 'cake'],
    ['cut at 200 characters', 'b'.repeat(250), 'b'.repeat(200)],
    ['never inside a surrogate pair', `${long}🐶 dog`, long],
    ['no trailing space after the cut', `${'c'.repeat(199)} dd`, 'c'.repeat(199)],
  ])('%s', (_case, text, key) => {
    expect(exerciseKey(text)).toBe(key);
    expect(AttemptEvent.shape.exercise_key.safeParse(key).success).toBe(true);
  });
});

describe('attemptEvent', () => {
  it.each([
    ['as given', 2, 1234, { attempt: 2, elapsed_ms: 1234 }],
    ['elapsed rounded', 1, 99.6, { attempt: 1, elapsed_ms: 100 }],
    ['attempt capped at 1000', 1500, 0, { attempt: 1000, elapsed_ms: 0 }],
    ['elapsed capped at one hour', 3, 5_000_000, { attempt: 3, elapsed_ms: 3_600_000 }],
    ['a clock that went back counts as 0', 1, -20, { attempt: 1, elapsed_ms: 0 }],
  ])('%s', (_case, attempt, elapsed, expected) => {
    const event = attemptEvent(' sun ', false, attempt, elapsed);
    expect(event).toEqual({ exercise_key: 'sun', correct: false, ...expected });
    expect(AttemptEvent.safeParse(event).success).toBe(true);
  });
});

describe('runCounts', () => {
  it.each([
    ['nothing finished', [], { completed: 0, total_attempts: 0, first_try_correct_ones: 0 }],
    ['all at the first try', [1, 1, 1], { completed: 3, total_attempts: 3, first_try_correct_ones: 3 }],
    ['mixed', [1, 3, 2, 1], { completed: 4, total_attempts: 7, first_try_correct_ones: 2 }],
  ])('%s', (_case, attempts, counts) => expect(runCounts(attempts)).toEqual(counts));
});

describe('eventsToSend', () => {
  const right = (n: number) => attemptEvent(`r${n}`, true, 1, n);
  const wrong = (n: number) => attemptEvent(`w${n}`, false, 1, n);
  it.each([
    ['within the limit: all, in order', [wrong(1), right(2), wrong(3)], 3, ['w1', 'r2', 'w3']],
    [
      'over it: every correct one, then the earliest wrong ones',
      [wrong(1), wrong(2), right(3), wrong(4), right(5)],
      3,
      ['w1', 'r3', 'r5'],
    ],
    ['only correct ones left room for none', [wrong(1), right(2), right(3)], 2, ['r2', 'r3']],
    ['more correct ones than the limit: the first ones', [right(1), right(2), right(3)], 2, ['r1', 'r2']],
  ])('%s', (_case, events, max, keys) => {
    expect(eventsToSend(events, max).map((event) => event.exercise_key)).toEqual(keys);
  });

  it("keeps at most the contract's 1000", () => {
    const many = Array.from({ length: 1500 }, (_, i) => (i % 3 === 0 ? right(i) : wrong(i)));
    const sent = eventsToSend(many);
    expect(sent).toHaveLength(1000);
    expect(sent.filter((event) => event.correct)).toHaveLength(500);
  });
});
