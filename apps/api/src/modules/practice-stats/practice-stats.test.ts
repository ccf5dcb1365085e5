// POST /api/practice_stats (spec part 2 §3, §7, §9; DESIGN §9; docs/decisions/020): every refusal in
// Spanish with nothing written, the server's recomputation of the derived numbers, `completed` derived
// when absent, and the attempt events stored in the same statement as their run.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@charla/domain/http';
import { MAX_ATTEMPT_EVENTS } from '@charla/domain/practices';
import { practices } from '../../db/schema';
import { startTestApp, type Reply, type TestApp } from '../../../test/app';
import { createWorld, type World } from '../../../test/world';
import {
  attemptRows,
  countsOf,
  eventsFor,
  FILL_IN_KEYS,
  FILL_IN_THE_BLANK,
  insertPractice,
  INSERT_IT_RIGHT,
  LETTER_TWEAK,
  refusedIn,
  runBody,
  statRows,
} from './fixtures';
import { STATS_MESSAGES } from './service';

let t: TestApp;
let w: World;
let letterTweak: string;
let fillIn: string;
let insertIt: string;
beforeAll(async () => {
  t = await startTestApp();
  letterTweak = await insertPractice(t.db, LETTER_TWEAK, 'La e mágica (prueba)');
  fillIn = await insertPractice(t.db, FILL_IN_THE_BLANK);
  insertIt = await insertPractice(t.db, INSERT_IT_RIGHT);
});
afterAll(() => t.close());
beforeEach(async () => {
  w = await createWorld(t.db);
});

const student = () => t.as({ id: w.people.studentA.id });
/** 4 exercises, 5 attempts, 3 at the first try. */
const FOUR = [
  { key: 'cake', attempts: 1 },
  { key: 'kite', attempts: 2 },
  { key: 'hop', attempts: 1 },
  { key: 'home', attempts: 1 },
];

/** Sends the request and proves nothing was written to either table. */
const refused = (send: () => Promise<Reply>, status: number) => refusedIn(t.db, send, status);

describe('who may record a run', () => {
  it('no token: 401, nothing written', async () => {
    const body = runBody(w.people.studentA.id, letterTweak, countsOf(FOUR), 5);
    expect(await refused(() => t.anon.post('/api/practice_stats', body), 401)).toBe(MESSAGES.unauthenticated);
  });

  it('a tutor or a content author (no practice_stats: create): 403 before the body is read', async () => {
    for (const who of ['tutor', 'content'] as const) {
      const caller = t.as({ id: w.people[who].id });
      const own = runBody(w.people[who].id, letterTweak, countsOf(FOUR), 5);
      expect(await refused(() => caller.post('/api/practice_stats', own), 403)).toBe(MESSAGES.forbidden);
      expect(await refused(() => caller.post('/api/practice_stats', { score: 'mucho' }), 403)).toBe(MESSAGES.forbidden);
    }
  });

  it("a student can't record another student's run: 403 in Spanish, nothing written", async () => {
    const body = runBody(w.people.studentB.id, letterTweak, countsOf(FOUR), 5, eventsFor(FOUR));
    expect(await refused(() => student().post('/api/practice_stats', body), 403)).toBe(STATS_MESSAGES.ownOnly);
    expect(await statRows(t.db, w.people.studentB.id)).toEqual([]);
  });

  it("not even an admin records a run for someone else (the id's case does not matter)", async () => {
    const admin = t.as({ id: w.people.admin.id });
    const forStudent = runBody(w.people.studentA.id, letterTweak, countsOf(FOUR), 5);
    expect(await refused(() => admin.post('/api/practice_stats', forStudent), 403)).toBe(STATS_MESSAGES.ownOnly);
    const own = runBody(w.people.admin.id.toUpperCase(), letterTweak, countsOf(FOUR), 5);
    const res = await admin.post('/api/practice_stats', own);
    expect(res.status).toBe(201);
    expect(res.body.data.user_id).toBe(w.people.admin.id);
  });

  it('a practice that does not exist, or that is not playable: 422 naming practice_id, nothing written', async () => {
    const missing = runBody(w.people.studentA.id, '0190a0a0-0000-7000-8000-000000000001', countsOf(FOUR), 5);
    expect(await refused(() => student().post('/api/practice_stats', missing), 422)).toEqual([
      { loc: ['body', 'practice_id'], msg: STATS_MESSAGES.practiceNotFound, type: 'value_error' },
    ]);
    const broken = await insertPractice(t.db, { practice_type: 'word-search', grid: [] });
    const unplayable = runBody(w.people.studentA.id, broken, countsOf(FOUR), 3);
    expect(await refused(() => student().post('/api/practice_stats', unplayable), 422)).toEqual([
      { loc: ['body', 'practice_id'], msg: STATS_MESSAGES.unplayable, type: 'value_error' },
    ]);
  });

  it('a body that is not a run: 422 naming each field in Spanish', async () => {
    const detail = await refused(
      () =>
        student().post('/api/practice_stats', {
          user_id: 'yo',
          practice_id: letterTweak,
          total_attempts: -1,
          average_attempts: 'mucho',
          first_try_correct_ones: 1.5,
          accuracy: 101,
          probability_of_knowing: 2,
          score: -3,
        }),
      422,
    );
    expect(
      Object.fromEntries(detail.map((issue: { loc: string[]; msg: string }) => [issue.loc[1], issue.msg])),
    ).toEqual({
      user_id: 'Identificador no válido',
      total_attempts: 'No puede ser negativo',
      average_attempts: expect.any(String),
      first_try_correct_ones: 'Debe ser un número entero',
      accuracy: 'La precisión va de 0 a 100',
      probability_of_knowing: 'La probabilidad va de 0 a 1',
      score: 'El puntaje no puede ser negativo',
    });
  });
});

describe('the server recomputes the numbers', () => {
  it('exact values: letter-tweak (n = 5), 4 done in 5 attempts, 3 at the first try', async () => {
    const body = {
      user_id: w.people.studentA.id,
      practice_id: letterTweak,
      total_attempts: 5,
      completed: 4,
      first_try_correct_ones: 3,
      average_attempts: 1.3,
      accuracy: 75,
      probability_of_knowing: 0.688,
      score: 23.8,
    };
    const res = await student().post('/api/practice_stats', body);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      user_id: w.people.studentA.id,
      practice_id: letterTweak,
      total_attempts: 5,
      average_attempts: 1.3,
      first_try_correct_ones: 3,
      completed: 4,
      accuracy: 75,
      probability_of_knowing: 0.688,
      score: 23.8,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const [row] = await statRows(t.db, w.people.studentA.id);
    expect(row).toMatchObject({ completed: 4, accuracy: 75, probability_of_knowing: 0.688, score: 23.8 });
  });

  it('a wrong score: 422 naming score with the expected value; nothing written. The right one: 201', async () => {
    const body = runBody(w.people.studentA.id, fillIn, countsOf(FOUR), undefined);
    // fill-in-the-blank: p = 0.75 is the probability; score = 10 · (4 · 0.75 + ln 0.75) = 27.1.
    expect(body.score).toBe(27.1);
    const detail = await refused(() => student().post('/api/practice_stats', { ...body, score: 99.9 }), 422);
    expect(detail).toEqual([
      { loc: ['body', 'score'], msg: 'El puntaje no coincide con los intentos: debería ser 27.1', type: 'mismatch' },
    ]);
    expect((await student().post('/api/practice_stats', body)).status).toBe(201);
  });

  it("each differing number is named with its expected value; the client's own rounding is accepted", async () => {
    const body = runBody(w.people.studentA.id, insertIt, countsOf(FOUR), 2);
    // insert-it-right, n = 2: (2 · 0.75 − 1) / 1 = 0.5.
    expect(body.probability_of_knowing).toBe(0.5);
    const detail = await refused(
      () =>
        student().post('/api/practice_stats', {
          ...body,
          average_attempts: 1.2,
          accuracy: 80,
          probability_of_knowing: 0.75,
        }),
      422,
    );
    expect(detail).toEqual([
      { loc: ['body', 'average_attempts'], msg: expect.stringContaining('debería ser 1.3'), type: 'mismatch' },
      { loc: ['body', 'accuracy'], msg: 'La precisión no coincide con los intentos: debería ser 75', type: 'mismatch' },
      {
        loc: ['body', 'probability_of_knowing'],
        msg: 'La probabilidad de saber no coincide con los intentos: debería ser 0.5',
        type: 'mismatch',
      },
    ]);
    // Unrounded numbers that round to the same values are the same run; what is stored is the server's.
    const res = await student().post('/api/practice_stats', {
      ...body,
      average_attempts: 1.25,
      probability_of_knowing: 0.50004,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ average_attempts: 1.3, probability_of_knowing: 0.5 });
  });

  it('ranges: first-try ≤ completed ≤ attempts, and nothing completed means all zero', async () => {
    const base = runBody(w.people.studentA.id, fillIn, countsOf(FOUR), undefined);
    const cases: [object, string, string][] = [
      [
        { first_try_correct_ones: 5 },
        'first_try_correct_ones',
        'No puede ser mayor que los ejercicios completados (4)',
      ],
      [{ completed: 6 }, 'completed', 'Los ejercicios completados (6) no pueden ser más que los intentos (5)'],
      [
        { completed: 0, first_try_correct_ones: 0 },
        'total_attempts',
        'Sin ejercicios completados no hay intentos que contar: debe ser 0',
      ],
    ];
    for (const [change, field, msg] of cases) {
      const detail = await refused(() => student().post('/api/practice_stats', { ...base, ...change }), 422);
      expect(detail, field).toContainEqual({ loc: ['body', field], msg, type: 'value_error' });
    }
    const nothing = runBody(
      w.people.studentA.id,
      fillIn,
      { completed: 0, total_attempts: 0, first_try_correct_ones: 0 },
      undefined,
    );
    expect(nothing).toMatchObject({ average_attempts: 0, accuracy: 0, probability_of_knowing: 0, score: 0 });
    expect((await student().post('/api/practice_stats', nothing)).status).toBe(201);
  });
});

describe('completed, when the body leaves it out (the spec payload has no such field)', () => {
  const withoutCompleted = (body: Record<string, unknown>) => {
    const { completed: _completed, ...rest } = body;
    return rest;
  };

  it('is total_attempts / average_attempts', async () => {
    const body = withoutCompleted(runBody(w.people.studentA.id, letterTweak, countsOf(FOUR), 5));
    const res = await student().post('/api/practice_stats', body);
    expect(res.status).toBe(201);
    expect(res.body.data.completed).toBe(4);
  });

  it('among counts that round to the same average, the one whose numbers all match', async () => {
    // 100 attempts over 96 exercises and over 100 both average 1.0; the accuracy tells them apart.
    const counts = { completed: 96, total_attempts: 100, first_try_correct_ones: 92 };
    const body = runBody(w.people.studentA.id, fillIn, counts, undefined);
    expect(body.average_attempts).toBe(1);
    const res = await student().post('/api/practice_stats', withoutCompleted(body));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ completed: 96, accuracy: 95.8 });
  });

  it('an average that no whole number of exercises gives: 422 naming average_attempts', async () => {
    const body = runBody(w.people.studentA.id, fillIn, countsOf(FOUR), undefined);
    const detail = await refused(
      () =>
        student().post('/api/practice_stats', withoutCompleted({ ...body, total_attempts: 3, average_attempts: 1.4 })),
      422,
    );
    expect(detail).toEqual([
      {
        loc: ['body', 'average_attempts'],
        msg: 'No corresponde a un número entero de ejercicios completados (total_attempts / average_attempts); envía completed',
        type: 'value_error',
      },
    ]);
    const zero = withoutCompleted({ ...body, total_attempts: 4, average_attempts: 0 });
    expect((await refused(() => student().post('/api/practice_stats', zero), 422))[0].loc).toEqual([
      'body',
      'average_attempts',
    ]);
  });
});

describe('attempt events', () => {
  it('are stored with their run in the same statement, one row each', async () => {
    const events = eventsFor(FOUR);
    const res = await student().post(
      '/api/practice_stats',
      runBody(w.people.studentA.id, letterTweak, countsOf(FOUR), 5, events),
    );
    expect(res.status).toBe(201);
    const rows = await attemptRows(t.db, w.people.studentA.id);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({ stat_id: res.body.data.id, user_id: w.people.studentA.id, practice_id: letterTweak });
      expect(row.created_at.toISOString()).toBe(res.body.data.created_at);
    }
    expect(
      rows
        .map(({ exercise_key, correct, attempt, elapsed_ms }) => ({ exercise_key, correct, attempt, elapsed_ms }))
        .sort((a, b) => a.elapsed_ms - b.elapsed_ms),
    ).toEqual(events);
  });

  it('a bad event: 422 naming it, and no run is stored', async () => {
    const bad = [
      [{ attempt: 0 }, 'attempt', 'El intento empieza en 1'],
      [{ elapsed_ms: -5 }, 'elapsed_ms', 'No puede ser negativo'],
      [{ exercise_key: '   ' }, 'exercise_key', 'Falta el ejercicio'],
      [{ exercise_key: 'a\u0000b' }, 'exercise_key', 'El ejercicio contiene caracteres no válidos'],
      [{ correct: 'sí' }, 'correct', 'Indica si la respuesta fue correcta'],
    ] as const;
    for (const [change, field, msg] of bad) {
      const events = eventsFor(FOUR);
      events[1] = { ...events[1]!, ...change } as never;
      const body = runBody(w.people.studentA.id, letterTweak, countsOf(FOUR), 5, events);
      const detail = await refused(() => student().post('/api/practice_stats', body), 422);
      expect(detail, field).toContainEqual({ loc: ['body', 'events', 1, field], msg, type: expect.any(String) });
    }
    expect(await statRows(t.db, w.people.studentA.id)).toEqual([]);
  });

  it(`more than ${MAX_ATTEMPT_EVENTS}: 422, nothing written`, async () => {
    const many = Array.from({ length: MAX_ATTEMPT_EVENTS + 1 }, () => ({ key: 'cake', attempts: 1 }));
    const body = runBody(w.people.studentA.id, fillIn, countsOf(many), undefined, eventsFor(many));
    expect(await refused(() => student().post('/api/practice_stats', body), 422)).toEqual([
      { loc: ['body', 'events'], msg: 'Demasiados intentos en una sola práctica', type: 'too_big' },
    ]);
  });

  it('events that disagree with the counts: 422 naming events, nothing written', async () => {
    const counts = countsOf(FOUR);
    const missingOne = eventsFor(FOUR.slice(1));
    const detail = await refused(
      () => student().post('/api/practice_stats', runBody(w.people.studentA.id, letterTweak, counts, 5, missingOne)),
      422,
    );
    expect(detail).toEqual([
      {
        loc: ['body', 'events'],
        msg: 'Los intentos no coinciden con el resultado: hay 3 respuestas correctas para 4 ejercicios completados',
        type: 'value_error',
      },
    ]);
    const shifted = eventsFor([
      { key: 'cake', attempts: 2 },
      { key: 'kite', attempts: 1 },
      { key: 'hop', attempts: 1 },
      { key: 'home', attempts: 1 },
    ]).map((event) => (event.exercise_key === 'cake' && event.correct ? { ...event, attempt: 3 } : event));
    const sums = await refused(
      () => student().post('/api/practice_stats', runBody(w.people.studentA.id, letterTweak, counts, 5, shifted)),
      422,
    );
    expect(sums[0].msg).toBe(
      'Los intentos no coinciden con el resultado: las respuestas correctas suman 6 intentos y el resultado dice 5',
    );
  });

  it('a run may come without events (the spec payload has none)', async () => {
    const res = await student().post(
      '/api/practice_stats',
      runBody(w.people.studentA.id, letterTweak, countsOf(FOUR), 5),
    );
    expect(res.status).toBe(201);
    expect(await attemptRows(t.db, w.people.studentA.id)).toEqual([]);
  });
});

describe('runs that arrive together', () => {
  it('share statements, and each is stored as it was sent, with exactly its own events', async () => {
    const sent = Array.from({ length: 24 }, (_, k) => {
      const who = k % 2 === 0 ? w.people.studentA : w.people.studentB;
      const exercises = Array.from({ length: 1 + (k % 5) }, (_, i) => ({
        key: FILL_IN_KEYS[i]!,
        attempts: 1 + (i % 2),
      }));
      return { who, exercises, body: runBody(who.id, fillIn, countsOf(exercises), undefined, eventsFor(exercises)) };
    });
    const replies = await Promise.all(
      sent.map(({ who, body }) => t.as({ id: who.id }).post('/api/practice_stats', body)),
    );
    const stored = [...(await statRows(t.db, w.people.studentA.id)), ...(await statRows(t.db, w.people.studentB.id))];
    const attempts = [
      ...(await attemptRows(t.db, w.people.studentA.id)),
      ...(await attemptRows(t.db, w.people.studentB.id)),
    ];
    expect(stored).toHaveLength(24);
    sent.forEach(({ who, exercises, body }, k) => {
      expect(replies[k]!.status, JSON.stringify(replies[k]!.body)).toBe(201);
      const reply = replies[k]!.body.data;
      expect(reply).toMatchObject({ user_id: who.id, practice_id: fillIn, completed: exercises.length });
      const row = stored.find((stat) => stat.id === reply.id)!;
      expect(row).toMatchObject({ user_id: who.id, total_attempts: body.total_attempts, score: body.score });
      expect(
        attempts
          .filter((attempt) => attempt.stat_id === reply.id)
          .map(({ exercise_key, correct, attempt, elapsed_ms }) => ({ exercise_key, correct, attempt, elapsed_ms }))
          .sort((a, b) => a.elapsed_ms - b.elapsed_ms),
      ).toEqual(body.events);
    });
  });
});

describe('a practice that changes between runs', () => {
  it('is scored with its option count as it is now, not as it was at an earlier run', async () => {
    const practice = await insertPractice(t.db, INSERT_IT_RIGHT);
    const counts = countsOf(FOUR);
    expect(
      (await student().post('/api/practice_stats', runBody(w.people.studentA.id, practice, counts, 2))).status,
    ).toBe(201);
    // Three allowed positions now: n = 3, probability (3 · 0.75 − 1) / 2 = 0.625.
    const three = {
      ...INSERT_IT_RIGHT,
      exercises: [
        { ...INSERT_IT_RIGHT.exercises[0]!, allowed_positions: [0, 1, 3] },
        ...INSERT_IT_RIGHT.exercises.slice(1),
      ],
    };
    await t.db.update(practices).set({ props: three }).where(eq(practices.id, practice));
    const stale = runBody(w.people.studentA.id, practice, counts, 2);
    const detail = await refused(() => student().post('/api/practice_stats', stale), 422);
    expect(detail[0]).toMatchObject({
      loc: ['body', 'probability_of_knowing'],
      msg: 'La probabilidad de saber no coincide con los intentos: debería ser 0.625',
    });
    const fresh = await student().post('/api/practice_stats', runBody(w.people.studentA.id, practice, counts, 3));
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.probability_of_knowing).toBe(0.625);
  });

  it('once deleted, or no longer playable, it is refused like one that never existed', async () => {
    const practice = await insertPractice(t.db, FILL_IN_THE_BLANK);
    const body = runBody(w.people.studentA.id, practice, countsOf(FOUR), undefined);
    expect((await student().post('/api/practice_stats', body)).status).toBe(201);
    await t.db
      .update(practices)
      .set({ props: { practice_type: 'crossword' } })
      .where(eq(practices.id, practice));
    expect(await refused(() => student().post('/api/practice_stats', body), 422)).toEqual([
      { loc: ['body', 'practice_id'], msg: STATS_MESSAGES.unplayable, type: 'value_error' },
    ]);
    await t.db.delete(practices).where(eq(practices.id, practice));
    expect(await refused(() => student().post('/api/practice_stats', body), 422)).toEqual([
      { loc: ['body', 'practice_id'], msg: STATS_MESSAGES.practiceNotFound, type: 'value_error' },
    ]);
  });
});
