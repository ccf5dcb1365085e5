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
  it.each(['/api/login', '/api/register', '/api/users', '/api/plans', '/api/roles', '/api/tutors'])(
    'an array for a body on POST %s',
    async (url) => {
      const res = await t.as('admin').post(url, []);
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        { loc: ['body'], msg: 'Se esperaba un objeto y se recibió una lista', type: 'invalid_type' },
      ]);
    },
  );

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
    ['page_size=abc', 'page_size'],
    ['page_number=0', 'page_number'],
    ['page_size=1000', 'page_size'],
  ])('GET /api/users?%s', async (query, name) => {
    const res = await t.as('admin').get(`/api/users?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toHaveLength(1);
    expect(res.body.detail[0].loc).toEqual(['query', name]);
    expectSpanish(res.body.detail);
  });
});
