// PostgreSQL only (see vitest.config.ts): the prepared reads are planned once (db/plans.ts) — they run on
// connections that keep a generic plan, shared runs included — while a read whose plan depends on its
// values (a `q` search, an equality filter) goes to the ordinary connections and is planned for them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import { batchStats } from '../src/db/batching';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { preparedStatement } from '../src/db/statements';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const planMode = (planEachRun: boolean) =>
  preparedStatement(
    t.db,
    'plans_test',
    planEachRun ? 'each_run' : 'once',
    () =>
      t.db
        .select({ mode: sql<string>`current_setting('plan_cache_mode')`.as(planEachRun ? 'mode' : 'mode_once') })
        .from(users)
        .where(eq(users.id, sql`${sql.placeholder('id')}::uuid`)),
    { planEachRun },
  );

/** The texts the ordinary connections are sent while `work` runs. */
async function sentToOrdinaryConnections(work: () => Promise<unknown>): Promise<string[]> {
  const pool = t.database.pool!;
  const sent: string[] = [];
  const query = pool.query;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config) sent.push(String(config.text));
    return (query as (...args: unknown[]) => unknown).call(pool, config, ...rest);
  }) as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return sent;
}

describe('prepared reads', () => {
  it('run on connections that keep one generic plan, alone and sharing a run', async () => {
    const id = t.people.student1.id;
    expect(await planMode(false).execute({ id })).toEqual([{ mode: 'force_generic_plan' }]);
    const before = batchStats.runs;
    const together = await Promise.all(Array.from({ length: 12 }, () => planMode(false).execute({ id })));
    expect(batchStats.runs).toBeGreaterThan(before);
    expect(together.flat()).toEqual(Array(12).fill({ mode: 'force_generic_plan' }));
  });

  it('keep their generic plans when DATABASE_URL carries its own connection options', async () => {
    const url = new URL(t.database.url!);
    url.searchParams.set('options', '-c statement_timeout=5000');
    const other = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      const read = preparedStatement(other.db, 'plans_test', 'options', () =>
        other.db
          .select({ mode: sql<string>`current_setting('plan_cache_mode')`.as('mode_options') })
          .from(users)
          .where(eq(users.id, sql`${sql.placeholder('id')}::uuid`)),
      );
      expect(await read.execute({ id: t.people.student1.id })).toEqual([{ mode: 'force_generic_plan' }]);
      expect((await other.pool!.query('show statement_timeout')).rows).toEqual([{ statement_timeout: '5s' }]);
    } finally {
      await other.close();
    }
  });

  it('that ask to be planned for their own values run on the ordinary connections', async () => {
    expect(await planMode(true).execute({ id: t.people.student1.id })).toEqual([{ mode: 'auto' }]);
  });

  it('a list page is planned once; a page of a `q` search or an equality filter for its own values', async () => {
    const admin = t.as('admin');
    const pages = (sent: string[]) => sent.filter((text) => /offset/i.test(text));
    const plain = await sentToOrdinaryConnections(() =>
      admin.get('/api/users?page_number=2&page_size=10&created_at_after=2020-01-01T00:00:00Z'),
    );
    expect(pages(plain)).toEqual([]);
    const searched = await sentToOrdinaryConnections(() => admin.get('/api/users?q=tutor&page_number=1&page_size=10'));
    expect(pages(searched).filter((text) => /ilike/i.test(text))).toHaveLength(1);
    const byRole = await sentToOrdinaryConnections(() =>
      admin.get(`/api/users?role_id=${ADMIN_ROLE_ID}&page_number=1&page_size=10`),
    );
    expect(pages(byRole).filter((text) => /"role_id" = \$/.test(text))).toHaveLength(1);
  });
});
