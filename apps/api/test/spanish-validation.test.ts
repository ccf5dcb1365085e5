// Every 422 a client can read is Spanish (issue 8: an outside probe found zod's English fallbacks),
// and a query-string error names the query parameter in `loc`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ENGLISH = /\b(invalid|expected|received|unrecognized|too big|too small|must|required)\b/i;

interface Issue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

function expectSpanish(issues: Issue[]) {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) expect(issue.msg, JSON.stringify(issue)).not.toMatch(ENGLISH);
}

describe('zod fallback messages are Spanish', () => {
  it.each([
    '/api/login',
    '/api/register',
    '/api/users',
    '/api/plans',
    '/api/roles',
    '/api/tutors',
    '/api/lessons',
    '/api/practices',
    '/api/assignments',
    '/api/practice_stats',
  ])('an array for a body on POST %s', async (url) => {
    const res = await t.as('admin').post(url, []);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body'], msg: 'Se esperaba un objeto y se recibió una lista', type: 'invalid_type' },
    ]);
  });

  it('a path parameter too long', async () => {
    const res = await t.as('admin').get(`/api/users/${'x'.repeat(101)}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['path', 'id'], msg: 'Debe tener como máximo 100 caracteres', type: 'too_big' },
    ]);
  });

  it('a range filter too long', async () => {
    const res = await t.as('admin').get(`/api/seds?created_at_after=${'2'.repeat(65)}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['query', 'created_at_after'], msg: 'Debe tener como máximo 64 caracteres', type: 'too_big' },
    ]);
  });

  it('a key the schedule does not know, and wrong types inside it', async () => {
    const tutor = t.people.tutor1.own_tutor_id!;
    const res = await t.as('admin').patch(`/api/tutors/${tutor}`, {
      availability: { MONDAY: [{ start_time: 9, end_time: 10, FUNDAY: 1 }], TUESDAY: 'todo el día' },
    });
    expect(res.status).toBe(422);
    expectSpanish(res.body.detail);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'availability', 'MONDAY', 0], msg: 'Campo no permitido: "FUNDAY"' }),
        expect.objectContaining({
          loc: ['body', 'availability', 'TUESDAY'],
          msg: 'Se esperaba una lista y se recibió un texto',
        }),
      ]),
    );
  });

  it('bodies of every wrong type on a write keep Spanish messages', async () => {
    for (const body of [{ name: 5, email: [], phone: {} }, { name: null }, 'texto', 7, true, null]) {
      const res = await t.as('admin').raw({
        method: 'POST',
        url: '/api/users',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectSpanish(res.body.detail);
    }
  });
});

describe('query-string errors name the query parameter', () => {
  it.each([
    ['/api/users', 'page_size=abc', 'page_size'],
    ['/api/users', 'page_number=0', 'page_number'],
    ['/api/users', 'page_size=1000', 'page_size'],
    ['/api/users', 'page_size=5', 'page_size'],
    ['/api/lessons', 'sort_by=task', 'sort_by'],
    ['/api/lessons', `q=${'a'.repeat(201)}`, 'q'],
    ['/api/practices', 'sort_order=asc', 'sort_order'],
    ['/api/assignments', 'user_id=abc', 'user_id'],
    ['/api/assignments', 'completed_at_after=ayer', 'completed_at_after'],
    ['/api/practice_stats', 'practice_id=abc', 'practice_id'],
    ['/api/practice_stats/progress', 'user_id=abc', 'user_id'],
  ])('GET %s?%s', async (url, query, name) => {
    const res = await t.as('admin').get(`${url}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toHaveLength(1);
    expect(res.body.detail[0].loc).toEqual(['query', name]);
    expectSpanish(res.body.detail);
  });
});

describe('lessons, practices and homework speak Spanish too', () => {
  it.each([
    ['/api/lessons/x', 'GET'],
    ['/api/lessons/x/practices', 'GET'],
    ['/api/assignments/x', 'GET'],
    ['/api/assignments/x/audio', 'GET'],
    ['/api/practices/x', 'DELETE'],
  ] as const)('a path parameter too long: %s', async (url, method) => {
    const res = await t.as('admin').raw({ method, url: url.replace('x', 'x'.repeat(101)) });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['path', 'id'], msg: 'Debe tener como máximo 100 caracteres', type: 'too_big' },
    ]);
  });

  it('a lesson of every wrong type', async () => {
    for (const body of [
      { title: 5, video_url: [], task: {}, notes: 7, linked_practices: 'todas' },
      { title: '', video_url: 'ftp://video', task: ' ', linked_practices: ['no-es-un-id', 'no-es-un-id'] },
      { title: null, video_url: null, task: null, linked_practices: [null] },
    ]) {
      const res = await t.as('content').post('/api/lessons', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectSpanish(res.body.detail);
    }
  });

  it("a practice's props: the per-type messages, each at its path", async () => {
    for (const props of [
      { practice_type: 'fill-in-the-blank', exercises: [{ hint: 3, sentence: 'sin hueco', answer: [] }] },
      {
        practice_type: 'insert-it-right',
        exercises: [{ word: '', sentence: 'I eat', allowed_positions: [-1, 'a', 9] }],
      },
      { practice_type: 'letter-tweak', exercises: 'ninguno' },
      { practice_type: 'subset-select', exercises: [{}] },
      { practice_type: 'word-choice', exercises: [{ sentence: 5 }] },
      { practice_type: 'tense-transform', exercises: [{ original_sentence: null }] },
      { practice_type: 'otro' },
      'texto',
    ]) {
      const res = await t.as('content').post('/api/practices', { title: 'P', instructions: 'I', props });
      expect(res.status, JSON.stringify(props)).toBe(422);
      expectSpanish(res.body.detail);
      for (const issue of res.body.detail as Issue[]) expect(issue.loc.slice(0, 2)).toEqual(['body', 'props']);
    }
  });

  it('an assignment and its feedback of wrong types', async () => {
    for (const body of [{ lesson_id: 5, user_id: [] }, { lesson_id: 'x' }, {}]) {
      const res = await t.as('tutor1').post('/api/assignments', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectSpanish(res.body.detail);
    }
    const [assignment] = (await t.as('admin').get('/api/assignments?page_number=1&page_size=10')).body.data.data;
    for (const body of [{ feedback: 5 }, { feedback: 'x'.repeat(5001) }, {}, { feedback: ['a'] }]) {
      const res = await t.as('admin').patch(`/api/assignments/${assignment.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectSpanish(res.body.detail);
    }
  });

  it('a practice run of wrong types', async () => {
    const res = await t.as('student1').post('/api/practice_stats', {
      user_id: 'yo',
      practice_id: 3,
      total_attempts: -1,
      average_attempts: 'mucho',
      first_try_correct_ones: 1.5,
      accuracy: 101,
      probability_of_knowing: 2,
      score: -3,
      events: [{ exercise_key: '', correct: 'sí', attempt: 0, elapsed_ms: -5 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.length).toBeGreaterThan(8);
    expectSpanish(res.body.detail);
  });
});
