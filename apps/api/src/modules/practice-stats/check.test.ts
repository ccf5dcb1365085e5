// The server's check of a run, table by table (spec part 2 §9; docs/decisions/020).
import { describe, expect, it } from 'vitest';
import { checkRun, deriveCompleted, type RunInput } from './check';

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
      5,
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
      undefined,
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
    const result = checkRun(run(fields), undefined);
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
    expect(checkRun(run({ ...counts, events: good }), undefined).ok).toBe(true);
    const swapped = [event('a', false, 1), event('a', true, 2), event('b', true, 1)];
    expect(checkRun(run({ ...counts, events: swapped }), undefined)).toMatchObject({ ok: true });
    const tooFew = [event('a', true, 1)];
    expect(checkRun(run({ ...counts, events: tooFew }), undefined)).toMatchObject({
      ok: false,
      issues: [{ loc: ['body', 'events'] }],
    });
    const firstTries = [event('a', true, 1), event('b', true, 1)];
    expect(checkRun(run({ ...counts, events: firstTries }), undefined)).toMatchObject({
      ok: false,
      issues: [
        {
          msg: 'Los intentos no coinciden con el resultado: hay 2 respuestas correctas al primer intento y el resultado dice 1',
        },
      ],
    });
  });
});
