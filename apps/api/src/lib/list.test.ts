// The list behaviour every collection shares (DESIGN §4), through the users, plans, roles and
// tutors endpoints: paging, the fixed page sizes, the unpaged cap, whitelisted sorting, equality and
// range filters, and `q` searched on the server across every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ROLE_ID, STUDENT_VIEW_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { plans, users } from '../db/schema';
import { newId } from './ids';
import { startTestApp, type TestApp } from '../../test/app';

let t: TestApp;
/** 25 users named "Zacarías NN", created a minute apart from 2021-03-01T00:00Z. */
const zacarias: { id: string; name: string; email: string; lesson_level: number; created_at: Date }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  for (let n = 0; n < 25; n++) {
    zacarias.push({
      id: newId(),
      name: `Zacarías ${String(n).padStart(2, '0')}`,
      email: `z${n}@zeta.test`,
      lesson_level: n % 3,
      created_at: new Date(Date.UTC(2021, 2, 1, 0, n)),
    });
  }
  // Inserted in a shuffled order: sorting is the server's job.
  const shuffled = [...zacarias].sort((a, b) => (a.id.slice(-4) < b.id.slice(-4) ? -1 : 1));
  await t.db
    .insert(users)
    .values(shuffled.map((z) => ({ ...z, phone: '1', role_id: STUDENT_ROLE_ID, updated_at: z.created_at })));
});
afterAll(() => t.close());

const ids = (res: { body: any }) => (res.body.data.data as { id: string }[]).map((row) => row.id);

describe('paging', () => {
  it('page_number starts at 1; page_size defaults to 10; pages neither overlap nor skip', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await t.as('admin').get(`/api/users?q=zacar&page_number=${page}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { data: expect.any(Array), page_number: page, page_size: 10 } });
      expect(ids(res)).toHaveLength(page < 3 ? 10 : 5);
      seen.push(...ids(res));
    }
    expect(new Set(seen).size).toBe(25);
    expect(seen.sort()).toEqual(zacarias.map((z) => z.id).sort());
    const beyond = await t.as('admin').get('/api/users?q=zacar&page_number=4');
    expect(beyond.body.data).toEqual({ data: [], page_number: 4, page_size: 10 });
  });

  it('page_size is one of 10, 20, 50 or 100; any other is a 422 naming it', async () => {
    for (const size of [10, 20, 50, 100]) {
      const res = await t.as('admin').get(`/api/users?page_number=1&page_size=${size}`);
      expect(res.status, String(size)).toBe(200);
      expect(res.body.data.page_size).toBe(size);
    }
    for (const size of ['101', '0', '10000', '2.5', '5', '2', '1', '3', '500', '1000']) {
      const res = await t.as('admin').get(`/api/users?page_number=1&page_size=${size}`);
      expect(res.status, size).toBe(422);
      expect(res.body.detail).toEqual([
        { loc: ['query', 'page_size'], msg: 'Debe ser 10, 20, 50 o 100', type: 'custom' },
      ]);
    }
    const word = await t.as('admin').get('/api/users?page_number=1&page_size=abc');
    expect(word.status).toBe(422);
    expect(word.body.detail).toEqual([
      { loc: ['query', 'page_size'], msg: 'Debe ser un número', type: expect.any(String) },
    ]);
    for (const query of ['page_number=0', 'page_number=-1', 'page_number=uno']) {
      const res = await t.as('admin').get(`/api/users?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'page_number']);
    }
  });

  it('without page_number a list is unpaged for lookups, capped at 1000 rows', async () => {
    await t.db
      .insert(plans)
      .values(
        Array.from({ length: 1005 }, (_, n) => ({ id: newId(), name: `Plan masivo ${String(n).padStart(4, '0')}` })),
      );
    const res = await t.as('admin').get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.data.page_number).toBeNull();
    expect(res.body.data.page_size).toBe(1000);
    expect(res.body.data.data).toHaveLength(1000);
    // page_size does not change the cap of an unpaged list.
    const sized = await t.as('admin').get('/api/plans?page_size=10');
    expect(sized.body.data).toMatchObject({ page_number: null, page_size: 1000 });
    expect(sized.body.data.data).toHaveLength(1000);
    const searched = await t.as('admin').get('/api/plans?q=masivo 100');
    expect(searched.body.data.data.map((plan: { name: string }) => plan.name)).toEqual([
      'Plan masivo 1000',
      'Plan masivo 1001',
      'Plan masivo 1002',
      'Plan masivo 1003',
      'Plan masivo 1004',
    ]);
  });
});

describe('sorting', () => {
  it('sort_by a whitelisted field, sort_order 1 ascending, -1 descending', async () => {
    const names = zacarias.map((z) => z.name);
    const asc = await t.as('admin').get('/api/users?q=zacar&sort_by=name&sort_order=1');
    expect(asc.body.data.data.map((user: { name: string }) => user.name)).toEqual(names);
    const desc = await t.as('admin').get('/api/users?q=zacar&sort_by=name&sort_order=-1');
    expect(desc.body.data.data.map((user: { name: string }) => user.name)).toEqual([...names].reverse());
    const implicit = await t.as('admin').get('/api/users?q=zacar&sort_by=name');
    expect(implicit.body.data.data.map((user: { name: string }) => user.name)).toEqual(names);
  });

  it('the default order is by created_at, oldest first, with the id breaking ties', async () => {
    const res = await t.as('admin').get('/api/users?q=zacar');
    expect(ids(res)).toEqual(zacarias.map((z) => z.id));
    const desc = await t.as('admin').get('/api/users?q=zacar&sort_order=-1');
    expect(ids(desc)).toEqual(zacarias.map((z) => z.id).reverse());
  });

  it('ties keep a stable order across pages', async () => {
    // lesson_level has only three values among 25 users: pages must still partition them.
    const pages = await Promise.all(
      [1, 2, 3].map((page) => t.as('admin').get(`/api/users?q=zacar&sort_by=lesson_level&page_number=${page}`)),
    );
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(25);
    const levels = pages.flatMap((res) =>
      res.body.data.data.map((user: { lesson_level: number }) => user.lesson_level),
    );
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('anything off the whitelist is a 422, never a sort by an arbitrary column', async () => {
    for (const query of [
      'sort_by=password_hash',
      'sort_by=phone',
      'sort_by=name;drop',
      'sort_order=asc',
      'sort_order=0',
    ]) {
      const res = await t.as('admin').get(`/api/users?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('query');
    }
  });
});

describe('filters', () => {
  it('equality filters on whitelisted fields', async () => {
    const tutor1Students = await t
      .as('admin')
      .get(`/api/users?tutor_id=${t.people.tutor1.own_tutor_id}&role_id=${STUDENT_ROLE_ID}`);
    expect(tutor1Students.body.data.data.map((user: { email: string }) => user.email).sort()).toEqual([
      'estudiante1@charla.test',
      'estudiante2@charla.test',
    ]);
    const level = await t.as('admin').get('/api/users?q=zacar&lesson_level=2');
    expect(ids(level)).toEqual(zacarias.filter((z) => z.lesson_level === 2).map((z) => z.id));
    const french = await t.as('admin').get('/api/plans?language=fr');
    expect(french.body.data.data.map((plan: { name: string }) => plan.name)).toEqual(['Francés']);
    const roles = await t.as('admin').get(`/api/roles?user_view_id=${STUDENT_VIEW_ID}`);
    expect(roles.body.data.data.map((role: { name: string }) => role.name)).toEqual(['student']);
    const tutors = await t.as('admin').get(`/api/tutors?user_id=${t.people.tutor2.id}`);
    expect(ids(tutors)).toEqual([t.people.tutor2.own_tutor_id]);
  });

  it('a malformed filter value is a 422 naming it', async () => {
    for (const [query, name] of [
      ['tutor_id=abc', 'tutor_id'],
      ['lesson_level=uno', 'lesson_level'],
      ['lesson_level=1.5', 'lesson_level'],
      ['role_id=', 'role_id'],
    ]) {
      const res = await t.as('admin').get(`/api/users?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', name]);
    }
  });

  it('created_at_after / created_at_before are strict ranges', async () => {
    const at = (minute: number) => new Date(Date.UTC(2021, 2, 1, 0, minute)).toISOString();
    const res = await t.as('admin').get(`/api/users?created_at_after=${at(4)}&created_at_before=${at(9)}`);
    expect(ids(res)).toEqual(zacarias.slice(5, 9).map((z) => z.id));
    const before = await t.as('admin').get(`/api/users?created_at_before=${at(2)}`);
    expect(ids(before)).toEqual(zacarias.slice(0, 2).map((z) => z.id));
    const bad = await t.as('admin').get('/api/users?created_at_after=ayer');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({
      loc: ['query', 'created_at_after'],
      msg: 'Fecha no válida (use ISO 8601)',
    });
  });

  it('filters narrow inside what the caller may see, never beyond', async () => {
    const res = await t.as('tutor1').get(`/api/users?tutor_id=${t.people.tutor2.own_tutor_id}`);
    expect(res.body.data.data).toEqual([]);
    const student = await t.as('student1').get(`/api/users?role_id=${TUTOR_ROLE_ID}`);
    expect(student.body.data.data).toEqual([]);
  });
});

describe('q search', () => {
  it('searches name and email on the server, case-insensitively, across every page', async () => {
    const page1 = await t.as('admin').get('/api/users?q=ZACARÍAS&page_number=1&page_size=20');
    const page2 = await t.as('admin').get('/api/users?q=ZACARÍAS&page_number=2&page_size=20');
    expect(ids(page1)).toHaveLength(20);
    expect([...ids(page1), ...ids(page2)]).toEqual(zacarias.map((z) => z.id));
    const byEmail = await t.as('admin').get('/api/users?q=@zeta.test');
    expect(ids(byEmail)).toHaveLength(25);
    const one = await t.as('admin').get('/api/users?q=Zacarías 17');
    expect(one.body.data.data.map((user: { name: string }) => user.name)).toEqual(['Zacarías 17']);
  });

  it('% and _ are plain characters, not wildcards', async () => {
    await t.db.insert(users).values([
      { id: newId(), name: '100% real', email: 'cien@porciento.test', phone: '1', role_id: STUDENT_ROLE_ID },
      { id: newId(), name: 'guion_bajo', email: 'guion@bajo.test', phone: '1', role_id: STUDENT_ROLE_ID },
    ]);
    const percent = await t.as('admin').get(`/api/users?q=${encodeURIComponent('%')}`);
    expect(percent.body.data.data.map((user: { name: string }) => user.name)).toEqual(['100% real']);
    const underscore = await t.as('admin').get('/api/users?q=_');
    expect(underscore.body.data.data.map((user: { name: string }) => user.name)).toEqual(['guion_bajo']);
    const blank = await t.as('admin').get('/api/users?q=%20%20');
    expect(blank.body.data.data.length).toBeGreaterThan(25);
  });

  it('other collections search their own field: plans by name, tutors by public name, roles by name', async () => {
    expect(
      (await t.as('admin').get('/api/plans?q=inten')).body.data.data.map((plan: { name: string }) => plan.name),
    ).toEqual(['Intensivo']);
    expect(
      (await t.as('admin').get('/api/tutors?q=sophie')).body.data.data.map(
        (tutor: { public_name: string }) => tutor.public_name,
      ),
    ).toEqual(['Sophie Martin']);
    expect(
      (await t.as('admin').get('/api/roles?q=CREATOR')).body.data.data.map((role: { name: string }) => role.name),
    ).toEqual(['content_creator']);
  });
});
