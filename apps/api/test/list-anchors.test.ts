// Deep pages of the users list start from remembered anchors (lib/list-anchors.ts, issue 13). Whatever
// is written meanwhile, a page must be exactly the plain OFFSET page of the table as it is: compared here
// with the database's own answer, before and after inserts, deletes and updates, for several sorts. Then
// the proof that anchors are in use and that the table's version is what keeps them honest: with the
// version trigger switched off, a write shifts the rows and the anchored page no longer matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { rowsOf as rowsOfStatement } from '../src/db/tx';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addUsers(3500, 0);
});
afterAll(() => t.close());

const rowsOf = <T>(statement: SQL) => rowsOfStatement<T>(t.db, statement);

/** Students with names and levels out of step with their creation order. */
async function addUsers(count: number, from: number, createdAt = sql`clock_timestamp()`) {
  await t.db.execute(sql`insert into users (id, name, email, phone, role_id, lesson_level, created_at)
    select gen_random_uuid(), 'Ancla ' || lpad(((n * 7919) % 100000)::text, 6, '0'), 'ancla' || n || '@prueba.test',
           '555', ${STUDENT_ROLE_ID}::uuid, n % 7, ${createdAt}
    from generate_series(${from + 1}::int, ${from + count}::int) as n`);
}

const SORTS = [
  { query: '', order: sql`created_at asc, id asc` },
  { query: '&sort_by=name', order: sql`name asc, id asc` },
  { query: '&sort_by=name&sort_order=-1', order: sql`name desc, id desc` },
  { query: '&sort_by=lesson_level&sort_order=-1', order: sql`lesson_level desc, id desc` },
];
const PAGES = [101, 150, 199, 250, 351];

async function apiPage(page: number, sortQuery: string): Promise<string[]> {
  const res = await t.as('admin').get(`/api/users?page_number=${page}&page_size=10${sortQuery}`);
  expect(res.status).toBe(200);
  return res.body.data.data.map((user: { id: string }) => user.id);
}

async function sqlPage(page: number, order: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    sql`select id::text as id from users order by ${order} limit 10 offset ${(page - 1) * 10}`,
  );
  return rows.map((row) => row.id);
}

async function expectPagesAsTheTable() {
  for (const sort of SORTS) {
    for (const page of PAGES)
      expect(await apiPage(page, sort.query), `${sort.query} page ${page}`).toEqual(await sqlPage(page, sort.order));
  }
}

describe('deep pages of the users list', () => {
  it('are the plain OFFSET pages, the first time and once the anchors are known', async () => {
    await expectPagesAsTheTable();
    await expectPagesAsTheTable();
  });

  it('stay exact after inserts before the anchors, deletes and renames', async () => {
    await expectPagesAsTheTable();
    await addUsers(37, 10_000, sql`'2000-01-01'::timestamptz + n * interval '1 second'`);
    await expectPagesAsTheTable();
    await t.db.execute(sql`delete from users where email like 'ancla1%@prueba.test' and email not like 'ancla10%'`);
    await expectPagesAsTheTable();
    await t.db.execute(
      sql`update users set name = 'Ancla ' || reverse(name), lesson_level = lesson_level + 1 where email like 'ancla2%@prueba.test'`,
    );
    await expectPagesAsTheTable();
  });

  it('are read from the anchors, which the version keeps honest', async () => {
    await expectPagesAsTheTable(); // anchors known for this version
    const before = await apiPage(150, '');
    await t.db.execute(sql`alter table users disable trigger users_version`);
    try {
      // A user created before everyone shifts every later page by one, unseen by the version.
      await addUsers(1, 20_000, sql`'1999-01-01'::timestamptz`);
      expect(await sqlPage(150, SORTS[0]!.order)).not.toEqual(before);
      expect(await apiPage(150, '')).toEqual(before);
    } finally {
      await t.db.execute(sql`alter table users enable trigger users_version`);
    }
    // Any write moves the version: the next page is exact again.
    await t.db.execute(sql`update users set phone = '556' where email = 'ancla20001@prueba.test'`);
    expect(await apiPage(150, '')).toEqual(await sqlPage(150, SORTS[0]!.order));
  });
});
