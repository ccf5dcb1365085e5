// The server's check of a run, table by table (spec part 2 §9; docs/decisions/020).
import { describe, expect, it } from 'vitest';
import type { PracticeProps } from '@charla/domain/practices';
import { checkRun, deriveCompleted, type RunInput } from './check';

/** No n (the probability is the accuracy itself); one exercise per key. */
const tense = (...keys: string[]): PracticeProps => ({
  practice_type: 'tense-transform',
  exercises: keys.map((key) => ({ original_sentence: key, transformed_sentence: key })),
});
const FOUR_TYPED = tense('a', 'b', 'c', 'd');
/** n = 5; four words. */
const LETTER_TWEAK: PracticeProps = {
  practice_type: 'letter-tweak',
  exercises: ['cake', 'kite', 'hop', 'home'].map((word) => ({
    word,
    tweaks: [...word].map((letter) => ({ letter, silent: false, length: null })),
  })),
};

const run = (fields: Partial<RunInput>): RunInput => ({
  total_attempts: 0,
  average_attempts: 0,
  first_try_correct_ones: 0,
  accuracy: 0,
  probability_of_knowing: 0,
  score: 0,
  events: [],
  ...fields,
});

describe('deriveCompleted', () => {
  it.each([
    // total, average, first try, n, completed
    [5, 1.3, 3, 5, 4], // 5 / 4 = 1.25 → 1.3
    [6, 1.5, 2, 5, 4],
    [7, 2.3, 1, undefined, 3], // 7 / 3 = 2.33
    [10, 1, 10, undefined, 10],
    [0, 0, 0, undefined, 0],
  ] as const)('%d attempts averaging %d → %s completed', (total, average, firstTry, n, completed) => {
    expect(
      deriveCompleted(run({ total_attempts: total, average_attempts: average, first_try_correct_ones: firstTry }), n),
    ).toBe(completed);
  });

  it('among counts that round alike, the one whose numbers all match wins', () => {
    // 100 / 96 … 100 / 100 all give 1.0; accuracy 95.8 and score 919.6 are 92 first tries out of 96.
    const base = { total_attempts: 100, average_attempts: 1, first_try_correct_ones: 92 };
    expect(
      deriveCompleted(run({ ...base, accuracy: 95.8, probability_of_knowing: 0.958, score: 919.6 }), undefined),
    ).toBe(96);
    // Nothing matches: the nearest to total / average, and the mismatch is reported by checkRun.
    expect(deriveCompleted(run({ ...base, accuracy: 12 }), undefined)).toBe(100);
  });

  it.each([
    [3, 1.4], // 3 / 2 = 1.5, 3 / 3 = 1: nothing gives 1.4
    [4, 0], // attempts with a zero average
    [0, 1.5], // an average without attempts
    [5, 0.5], // fewer attempts than exercises
  ])('%d attempts averaging %d: no whole number fits', (total, average) => {
    expect(deriveCompleted(run({ total_attempts: total, average_attempts: average }), undefined)).toBeUndefined();
  });
});

describe('checkRun', () => {
  it('recomputes with the domain formulas: the stored numbers are the server’s', () => {
    const result = checkRun(
      run({
        total_attempts: 5,
        completed: 4,
        first_try_correct_ones: 3,
        average_attempts: 1.25,
        accuracy: 75.04,
        probability_of_knowing: 0.6875,
        score: 23.75,
      }),
      LETTER_TWEAK,
    );
    expect(result).toEqual({
      ok: true,
      score: {
        completed: 4,
        total_attempts: 5,
        first_try_correct_ones: 3,
        average_attempts: 1.3,
        accuracy: 75,
        probability_of_knowing: 0.688,
        score: 23.8,
      },
    });
  });

  it('names every number that differs, with the value expected', () => {
    const result = checkRun(
      run({ total_attempts: 2, completed: 2, first_try_correct_ones: 2, average_attempts: 1, accuracy: 90, score: 5 }),
      FOUR_TYPED,
    );
    // p = 1: probability 1, score 10 · (2 + ln 1) = 20.
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          loc: ['body', 'accuracy'],
          msg: 'La precisión no coincide con los intentos: debería ser 100',
          type: 'mismatch',
        },
        {
          loc: ['body', 'probability_of_knowing'],
          msg: 'La probabilidad de saber no coincide con los intentos: debería ser 1',
          type: 'mismatch',
        },
        { loc: ['body', 'score'], msg: 'El puntaje no coincide con los intentos: debería ser 20', type: 'mismatch' },
      ],
    });
  });

  it.each([
    [{ total_attempts: 3, completed: 2, first_try_correct_ones: 3 }, 'first_try_correct_ones'],
    [{ total_attempts: 3, completed: 4, first_try_correct_ones: 1 }, 'completed'],
    [{ total_attempts: 3, completed: 0 }, 'total_attempts'],
  ])('ranges: %o → 422 on %s', (fields, field) => {
    const result = checkRun(run(fields), FOUR_TYPED);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.loc[1])).toEqual([field]);
  });

  it('events must agree with the counts, when there are any', () => {
    const event = (exercise_key: string, correct: boolean, attempt: number) => ({
      exercise_key,
      correct,
      attempt,
      elapsed_ms: 100 * attempt,
    });
    const counts = {
      total_attempts: 3,
      completed: 2,
      first_try_correct_ones: 1,
      average_attempts: 1.5,
      accuracy: 50,
      probability_of_knowing: 0.5,
      score: 3.1,
    };
    const good = [event('a', true, 1), event('b', false, 1), event('b', true, 2), event('c', false, 1)];
    expect(checkRun(run({ ...counts, events: good }), FOUR_TYPED).ok).toBe(true);
    const swapped = [event('a', false, 1), event('a', true, 2), event('b', true, 1)];
    expect(checkRun(run({ ...counts, events: swapped }), FOUR_TYPED)).toMatchObject({ ok: true });
    const tooFew = [event('a', true, 1)];
    expect(checkRun(run({ ...counts, events: tooFew }), FOUR_TYPED)).toMatchObject({
      ok: false,
      issues: [{ loc: ['body', 'events'] }],
    });
    const firstTries = [event('a', true, 1), event('b', true, 1)];
    expect(checkRun(run({ ...counts, events: firstTries }), FOUR_TYPED)).toMatchObject({
      ok: false,
      issues: [
        {
          msg: 'Los intentos no coinciden con el resultado: hay 2 respuestas correctas al primer intento y el resultado dice 1',
        },
      ],
    });
  });
});

describe('checkRun: the run must fit its practice (issue 48)', () => {
  it('more completed than the practice has: 422 on completed, or on average_attempts when derived', () => {
    // The issue's run: 24 completed, 24 at the first try, score 240, on a practice of 4 (at most 40).
    const inflated = {
      total_attempts: 24,
      first_try_correct_ones: 24,
      average_attempts: 1,
      accuracy: 100,
      probability_of_knowing: 1,
      score: 240,
    };
    const message = 'La práctica tiene 4 ejercicios: no puede haber 24 completados';
    expect(checkRun(run({ ...inflated, completed: 24 }), FOUR_TYPED)).toEqual({
      ok: false,
      issues: [{ loc: ['body', 'completed'], msg: message, type: 'value_error' }],
    });
    expect(checkRun(run(inflated), FOUR_TYPED)).toEqual({
      ok: false,
      issues: [{ loc: ['body', 'average_attempts'], msg: message, type: 'value_error' }],
    });
  });

  it('a derived count prefers what the practice can hold among counts that round alike', () => {
    // 100 attempts over 96 … 100 exercises all average 1.0, and with no first try every number is 0 for each.
    const none = run({ total_attempts: 100, average_attempts: 1 });
    expect(deriveCompleted(none, undefined)).toBe(100);
    expect(deriveCompleted(none, undefined, 97)).toBe(97);
  });

  it('events on items the practice lacks: 422 on events naming them', () => {
    const counts = {
      total_attempts: 2,
      completed: 2,
      first_try_correct_ones: 2,
      average_attempts: 1,
      accuracy: 100,
      probability_of_knowing: 1,
      score: 20,
    };
    const event = (exercise_key: string) => ({ exercise_key, correct: true, attempt: 1, elapsed_ms: 10 });
    expect(checkRun(run({ ...counts, events: [event('a'), event('b')] }), FOUR_TYPED).ok).toBe(true);
    expect(checkRun(run({ ...counts, events: [event('a'), event('zzz')] }), FOUR_TYPED)).toEqual({
      ok: false,
      issues: [
        {
          loc: ['body', 'events'],
          msg: 'Los intentos nombran ejercicios que esta práctica no tiene: «zzz»',
          type: 'value_error',
        },
      ],
    });
  });
});
