// PostgreSQL only (see vitest.config.ts): concurrent runs of one read share one statement
// (db/batching.ts). Whatever shares a run, each request gets exactly the answer it gets alone — users
// by id (found or not), list pages with and without a search, a tutor's blocked_slots, a student's own
// sessions — and a change committed before the requests is seen by every one of them. Both ways of
// sharing are used: branches, and parameters as arrays for the reads planned once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { batchStats } from '../src/db/batching';
import { FILL_IN_THE_BLANK, insertPractice, runBody } from '../src/modules/practice-stats/fixtures';
import { startTestApp, type Client, type TestApp } from './app';
import { demoTutors } from './booking';

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`insert into users (id, name, email, phone, role_id)
    select gen_random_uuid(), 'Lote ' || lpad(n::text, 3, '0'), 'lote' || n || '@prueba.test', '555', ${STUDENT_ROLE_ID}::uuid
    from generate_series(1, 60) as n`);
  const rows = (await t.db.execute(
    sql`select id::text from users where email like 'lote%' order by email`,
  )) as unknown as {
    rows: { id: string }[];
  };
  ids = rows.rows.map((row) => row.id);
});
afterAll(() => t.close());

type Read = [Client, string];

function reads(): Read[] {
  const admin = t.as('admin');
  const student = t.as('student1');
  const { ana, carlos, sophie } = demoTutors(t);
  return [
    ...ids.map((id): Read => [admin, `/api/users/${id}`]),
    [admin, '/api/users/0190a0a0-0000-7000-8000-000000000000'],
    ...[1, 2, 3, 4, 5, 6, 7].map((page): Read => [admin, `/api/users?page_number=${page}&page_size=10`]),
    ...['Lote 01', 'Lote 02', 'ote 05', 'nadie'].map((q): Read => [admin, `/api/users?q=${encodeURIComponent(q)}`]),
    ...[ana, carlos, sophie].map((id): Read => [student, `/api/tutors/${id}/blocked_slots`]),
    [student, '/api/sessions?page_number=1&page_size=10'],
    [student, `/api/users/${ids[0]}`],
  ];
}

const answer = async ([client, url]: Read) => {
  const res = await client.get(url);
  return { status: res.status, body: res.body };
};

describe('reads sharing a statement', () => {
  it('answer each request exactly as it is answered alone', async () => {
    const list = reads();
    const alone = [];
    for (const read of list) alone.push(await answer(read));
    expect(alone.filter((a) => a.status === 200).length).toBeGreaterThan(60);
    expect(alone.some((a) => a.status === 404)).toBe(true);
    expect(alone.some((a) => a.status === 403 || a.status === 404)).toBe(true);

    const before = { ...batchStats };
    for (let round = 0; round < 3; round++) {
      const together = await Promise.all([...list, ...list].map(answer));
      expect(together).toEqual([...alone, ...alone]);
    }
    expect(batchStats.runs).toBeGreaterThan(before.runs);
    expect(batchStats.requests - before.requests).toBeGreaterThan(2 * (batchStats.runs - before.runs));
    // Reads planned once shared their runs with their parameters as arrays too, once described.
    expect(batchStats.lateralRuns).toBeGreaterThan(before.lateralRuns);
  });

  it('see a change committed before they were sent', async () => {
    const admin = t.as('admin');
    for (let k = 0; k < 5; k++) {
      const name = `Renombrado ${k}`;
      expect((await admin.patch(`/api/users/${ids[k]}`, { name })).status).toBe(200);
      const seen = await Promise.all(ids.map((id) => admin.get(`/api/users/${id}`)));
      expect(seen[k]!.body.data.name).toBe(name);
      expect(seen.every((res) => res.status === 200)).toBe(true);
    }
  });

  it('read each of many callers writing at once as themselves', async () => {
    // A write reads its caller first (plugins/auth); those reads share runs too. A run recorded for
    // the wrong caller would be refused ('Solo puedes registrar tus propias prácticas') or stored
    // under another user.
    const practiceId = await insertPractice(t.db, FILL_IN_THE_BLANK);
    const counts = { completed: 1, total_attempts: 1, first_try_correct_ones: 1 };
    const before = { ...batchStats };
    const written = await Promise.all(
      ids.map((id) => t.as({ id }).post('/api/practice_stats', runBody(id, practiceId, counts, undefined))),
    );
    expect(written.map((res) => [res.status, res.body.data.user_id])).toEqual(ids.map((id) => [201, id]));
    expect(batchStats.requests - before.requests).toBeGreaterThan(batchStats.runs - before.runs);
  });
});
