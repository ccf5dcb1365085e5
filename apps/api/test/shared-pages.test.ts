// Pages of the practices catalogue are the same for every learner: they are kept with their JSON and served
// again while the table's version is the one they were read at (lib/shared-pages.ts, issue 10). Whatever is
// written meanwhile — through the API or straight to the database, as another API process would — each
// page must be exactly the page the table gives, and a caller whose access changed must be decided afresh.
// Then the proof that kept pages are in use and that the version is what keeps them honest: with the
// version trigger off, a write goes unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { roles } from '../src/db/schema';
import { rowsOf as rowsOfStatement } from '../src/db/tx';
import { startTestApp, type Client, type TestApp } from './app';
import { READ, grant, restrictedPerson } from './view-roles';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addPractices(25, 0);
});
afterAll(() => t.close());

const rowsOf = <T>(statement: SQL) => rowsOfStatement<T>(t.db, statement);

const PROPS = {
  practice_type: 'fill-in-the-blank',
  exercises: [{ sentence: 'She <blank> here.', answer: 'is', hint: 'to be' }],
};

async function addPractices(count: number, from: number) {
  await t.db.execute(sql`insert into practices (id, title, instructions, props, created_at)
    select gen_random_uuid(), 'Compartida ' || lpad(((n * 37) % 1000)::text, 4, '0'), 'Instrucción ' || n,
           ${JSON.stringify(PROPS)}::jsonb, '2030-01-01'::timestamptz + n * interval '1 minute'
    from generate_series(${from + 1}::int, ${from + count}::int) as n`);
}

interface Shown {
  id: string;
  title: string;
  instructions: string;
  props: unknown;
}

const QUERIES = [
  { query: 'page_number=1&page_size=10', order: sql`created_at desc, id desc`, offset: 0, where: sql`true` },
  { query: 'page_number=2&page_size=10', order: sql`created_at desc, id desc`, offset: 10, where: sql`true` },
  { query: 'page_number=2&page_size=5&sort_by=title', order: sql`title asc, id asc`, offset: 5, where: sql`true` },
  {
    query: 'page_number=1&page_size=10&q=compartida%2000',
    order: sql`created_at desc, id desc`,
    offset: 0,
    where: sql`title ilike '%compartida 00%'`,
  },
];

async function apiPage(client: Client, query: string): Promise<Shown[]> {
  const res = await client.get(`/api/practices?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.data.map(({ id, title, instructions, props }: Shown) => ({ id, title, instructions, props }));
}

async function tablePage({ order, offset, where, query }: (typeof QUERIES)[number]): Promise<Shown[]> {
  const size = Number(/page_size=(\d+)/.exec(query)![1]);
  return rowsOf<Shown>(sql`select id::text as id, title, instructions, props from practices
    where ${where} order by ${order} limit ${size} offset ${offset}`);
}

async function expectPagesAsTheTable(client: Client) {
  for (const page of QUERIES) expect(await apiPage(client, page.query), page.query).toEqual(await tablePage(page));
}

describe('shared pages of the practices catalogue', () => {
  it('answer exactly what a fresh read gives, the second time as the first', async () => {
    const first = await t.as('student1').get('/api/practices?page_number=1&page_size=10');
    const again = await t.as('student2').get('/api/practices?page_number=1&page_size=10');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.data).toMatchObject({ page_number: 1, page_size: 10 });
    expect(first.body.data.data[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      instructions: expect.any(String),
      props: expect.any(Object),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('stay the table’s pages after writes through the API and straight to the database', async () => {
    const student = t.as('student1');
    await expectPagesAsTheTable(student);
    await expectPagesAsTheTable(student);

    const [newest] = await apiPage(student, QUERIES[0]!.query);
    const renamed = await t.as('content').put(`/api/practices/${newest!.id}`, {
      title: 'Compartida 0001 renombrada',
      instructions: 'Otra instrucción',
      props: PROPS,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await expectPagesAsTheTable(student);

    await addPractices(3, 100);
    await expectPagesAsTheTable(student);
    await t.db.execute(sql`update practices set instructions = 'Cambiada' where title like 'Compartida 00%'`);
    await expectPagesAsTheTable(student);
    await t.db.execute(sql`delete from practices where title like 'Compartida 01%'`);
    await expectPagesAsTheTable(student);
  });

  it('are served from what was kept, which the version keeps honest', async () => {
    const student = t.as('student3');
    const page = QUERIES[0]!;
    await expectPagesAsTheTable(student); // kept at this version
    const kept = await apiPage(student, page.query);
    await t.db.execute(sql`alter table practices disable trigger practices_version`);
    try {
      await t.db.execute(sql`update practices set title = title || ' (sin versión)' where id = ${kept[0]!.id}::uuid`);
      expect(await tablePage(page)).not.toEqual(kept);
      expect(await apiPage(student, page.query)).toEqual(kept);
    } finally {
      await t.db.execute(sql`alter table practices enable trigger practices_version`);
    }
    // Any write moves the version: the next page is the table's again.
    await t.db.execute(sql`update practices set instructions = instructions where id = ${kept[1]!.id}::uuid`);
    expect(await apiPage(student, page.query)).toEqual(await tablePage(page));
  });

  it('refuse a kept page to a caller who lost the permission, and are not shared with a narrowed view', async () => {
    const person = await restrictedPerson(t, 'shared_reader', { practices: ['read'] }, { practices: [] });
    const query = QUERIES[0]!.query;
    expect(await apiPage(person.client, query)).toEqual(await tablePage(QUERIES[0]!));
    expect(await apiPage(person.client, query)).toEqual(await tablePage(QUERIES[0]!));

    // Only practices titled as the person is named: a page of their own, not the shared one.
    await t.db.execute(
      sql`update user_views set views = ${JSON.stringify({ practices: [grant(READ, 'title', '$eq', 'name')] })}::jsonb
          where id = ${person.viewId}::uuid`,
    );
    expect(await apiPage(person.client, query)).toEqual([]);

    await t.db.execute(sql`update user_views set views = '{"practices": []}'::jsonb where id = ${person.viewId}::uuid`);
    expect(await apiPage(person.client, query)).toEqual(await tablePage(QUERIES[0]!));
    await t.db.update(roles).set({ permissions: {} }).where(eq(roles.id, person.roleId));
    expect((await person.client.get(`/api/practices?${query}`)).status).toBe(403);
  });
});
