// Nothing a caller can vary grows the database's memory (issue 46): thousands of distinct list URLs —
// every page size, sort, filter and search term a caller may send — leave no statement prepared on any
// connection beyond the fixed few the code names (the sign-in limiter's), and the server keeps no cache
// of statements of its own. Measured on every connection of the API's pool at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@charla/domain/http';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Statements the code prepares by a fixed name (modules/auth/rate-limit.ts); nothing else is prepared. */
const FIXED_STATEMENTS = 2;

/** Prepared statements on each of the API's connections (PGlite has one). */
async function preparedPerConnection(): Promise<number[]> {
  const count = 'select count(*)::int as n from pg_prepared_statements';
  if (t.database.pglite) return [(await t.database.pglite.query<{ n: number }>(count)).rows[0]!.n];
  const pool = t.database.pool!;
  // Every connection the pool holds, at once, so each is asked about its own statements.
  const clients = await Promise.all(Array.from({ length: pool.totalCount || 1 }, () => pool.connect()));
  try {
    return await Promise.all(clients.map(async (client) => (await client.query<{ n: number }>(count)).rows[0]!.n));
  } finally {
    for (const client of clients) client.release();
  }
}

/** `n` distinct list URLs of the kinds a caller controls. */
function distinctListUrls(n: number, ids: string[]): string[] {
  const urls: string[] = [];
  const sorts = ['meeting_time', 'created_at', 'id'];
  for (let i = 0; urls.length < n; i++) {
    const size = PAGE_SIZES[i % PAGE_SIZES.length];
    const page = 1 + (i % 7);
    const params = new URLSearchParams({
      page_number: String(page),
      page_size: String(size),
      sort_by: sorts[i % sorts.length]!,
      sort_order: i % 2 ? '1' : '-1',
    });
    if (i % 3 === 0) params.set('user_id', ids[i % ids.length]!);
    if (i % 5 === 0) params.set('estado', i % 10 ? 'programada' : 'cancelada');
    if (i % 4 === 0) params.set('meeting_time_after', new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString());
    urls.push(`/api/sessions?${params}`);
    urls.push(`/api/users?page_number=${page}&page_size=${size}&q=${encodeURIComponent(`term ${i}`)}`);
  }
  return urls.slice(0, n);
}

describe('statements prepared on the database', () => {
  it('stay at the fixed few of the code, whatever list URLs callers send', async () => {
    const ids = Object.values(t.people).map((person) => person.id);
    const admin = t.as('admin');
    const student = t.as('student1');
    const urls = distinctListUrls(3000, ids);
    for (let i = 0; i < urls.length; i += 20) {
      const batch = urls.slice(i, i + 20);
      const replies = await Promise.all(batch.map((url, k) => ((i + k) % 2 ? student : admin).get(url)));
      for (const [k, reply] of replies.entries()) expect(reply.status, batch[k]).toBe(200);
    }
    const counts = await preparedPerConnection();
    expect(counts.length).toBeGreaterThan(0);
    for (const n of counts) expect(n).toBeLessThanOrEqual(FIXED_STATEMENTS);
  });

  it('refuses a page size outside the fixed set in Spanish (422), so no caller adds a shape', async () => {
    for (const size of ['1', '7', '99', '101', '1000']) {
      const reply = await t.as('admin').get(`/api/users?page_number=1&page_size=${size}`);
      expect(reply.status).toBe(422);
      expect(reply.body.detail).toEqual([
        { loc: ['query', 'page_size'], msg: 'Debe ser 10, 20, 50 o 100', type: 'custom' },
      ]);
    }
  });
});
