// POST /api/practice_stats refuses a run that does not fit its practice (issue 48; docs/decisions/020):
// more exercises completed than it has (the score a student could inflate), or attempt events on items
// it does not have (which would fill the tutor's "most missed"). Each is a Spanish 422 with nothing
// stored in either table.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type Reply, type TestApp } from '../../../test/app';
import { createWorld, type World } from '../../../test/world';
import {
  attemptRows,
  countsOf,
  eventsFor,
  insertPractice,
  LETTER_TWEAK,
  refusedIn,
  runBody,
  statRows,
} from './fixtures';

let t: TestApp;
let w: World;
/** A letter-tweak practice of 4 exercises (n = 5): at most 4 completed, so at most 40 points. */
let four: string;
const WORDS = ['cake', 'kite', 'hop', 'home'];
beforeAll(async () => {
  t = await startTestApp();
  const exercises = LETTER_TWEAK.exercises.filter((exercise) => WORDS.includes(exercise.word));
  four = await insertPractice(t.db, { ...LETTER_TWEAK, exercises }, 'Cuatro palabras');
});
afterAll(() => t.close());
beforeEach(async () => {
  w = await createWorld(t.db);
});

const student = () => t.as({ id: w.people.studentA.id });
const post = (body: object) => () => student().post('/api/practice_stats', body);
const refused = (send: () => Promise<Reply>) => refusedIn(t.db, send, 422);
const progress = async () => (await student().get('/api/practice_stats/progress')).body.data.data;

describe('a run with more exercises than its practice has', () => {
  // The issue's run: 24 completed, all at the first try, score 240 — on a practice of 4.
  const inflated = () =>
    runBody(w.people.studentA.id, four, countsOf(Array.from({ length: 24 }, () => ({ attempts: 1 }))), 5);

  it('is the issue’s numbers exactly: 24 completed, 24 first tries, score 240', () => {
    expect(inflated()).toMatchObject({ completed: 24, first_try_correct_ones: 24, total_attempts: 24, score: 240 });
  });

  it('is a 422 naming completed in Spanish, nothing stored', async () => {
    expect(await refused(post(inflated()))).toEqual([
      {
        loc: ['body', 'completed'],
        msg: 'La práctica tiene 4 ejercicios: no puede haber 24 completados',
        type: 'value_error',
      },
    ]);
    expect(await statRows(t.db, w.people.studentA.id)).toEqual([]);
    expect(await progress()).toEqual([]);
  });

  it('without completed (the spec’s payload), the count derived from the average is refused the same way', async () => {
    const { completed: _completed, ...body } = inflated();
    expect(await refused(post(body))).toEqual([
      {
        loc: ['body', 'average_attempts'],
        msg: 'La práctica tiene 4 ejercicios: no puede haber 24 completados',
        type: 'value_error',
      },
    ]);
  });

  it('with events, one per completed exercise, still refused', async () => {
    const exercises = Array.from({ length: 24 }, (_, i) => ({ key: WORDS[i % 4]!, attempts: 1 }));
    const body = runBody(w.people.studentA.id, four, countsOf(exercises), 5, eventsFor(exercises));
    const detail = await refused(post(body));
    expect(detail[0]).toMatchObject({ loc: ['body', 'completed'] });
    expect(detail.map((issue: { msg: string }) => issue.msg)).toContain(
      'Hay 6 respuestas correctas para «cake», que en la práctica aparece 1 vez',
    );
  });

  it('all four at the first try is the most there is: 40 points, stored', async () => {
    const exercises = WORDS.map((key) => ({ key, attempts: 1 }));
    const res = await student().post(
      '/api/practice_stats',
      runBody(w.people.studentA.id, four, countsOf(exercises), 5, eventsFor(exercises)),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ completed: 4, score: 40 });
  });
});

describe('attempt events on items the practice does not have', () => {
  const exercises = [
    { key: 'cake', attempts: 2 },
    { key: 'kite', attempts: 1 },
  ];

  it('are a 422 naming events in Spanish; neither the run nor its events are stored, and "most missed" stays clean', async () => {
    const events = [
      { exercise_key: 'zebra', correct: false, attempt: 1, elapsed_ms: 100 },
      ...eventsFor(exercises),
      { exercise_key: 'yak', correct: false, attempt: 1, elapsed_ms: 9000 },
    ];
    const body = runBody(w.people.studentA.id, four, countsOf(exercises), 5, events);
    expect(await refused(post(body))).toEqual([
      {
        loc: ['body', 'events'],
        msg: 'Los intentos nombran ejercicios que esta práctica no tiene: «zebra», «yak»',
        type: 'value_error',
      },
    ]);
    expect(await attemptRows(t.db, w.people.studentA.id)).toEqual([]);
    expect(await progress()).toEqual([]);
  });

  it('the same run on the practice’s own items is stored, and only they are "most missed"', async () => {
    const body = runBody(w.people.studentA.id, four, countsOf(exercises), 5, eventsFor(exercises));
    expect((await student().post('/api/practice_stats', body)).status).toBe(201);
    expect(await progress()).toEqual([
      expect.objectContaining({ practice_id: four, most_missed: [{ exercise_key: 'cake', misses: 1 }] }),
    ]);
  });

  it('an item answered right more often than it appears is refused too', async () => {
    const twice = [
      { key: 'cake', attempts: 1 },
      { key: 'cake', attempts: 1 },
    ];
    const body = runBody(w.people.studentA.id, four, countsOf(twice), 5, eventsFor(twice));
    expect(await refused(post(body))).toEqual([
      {
        loc: ['body', 'events'],
        msg: 'Hay 2 respuestas correctas para «cake», que en la práctica aparece 1 vez',
        type: 'value_error',
      },
    ]);
  });
});
