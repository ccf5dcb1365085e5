// Plays every cell of the authorization matrix (authz-matrix.ts) on fresh rows: the answer's status
// and shape, and the row afterwards — changed or gone when the answer is 2xx, byte-for-byte the
// same otherwise. Each cell gets its own world, so a delete in one cell never changes another.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { decodeJwt } from 'jose';
import {
  ADMIN_ROLE_ID,
  CONTENT_ROLE_ID,
  CONTENT_VIEW_ID,
  STUDENT_ROLE_ID,
  STUDENT_VIEW_ID,
  TUTOR_ROLE_ID,
  TUTOR_VIEW_ID,
} from '@charla/domain/ids';
import { hashPassword } from '../src/auth/passwords';
import { plans, roles, tutors, userViews, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/people';
import { startTestApp, type Reply, type TestApp } from './app';
import {
  AUTHORIZED_ELSEWHERE,
  CALLERS,
  ENDPOINTS,
  MATRIX,
  type Caller,
  type Expected,
  type MatrixLine,
} from './authz-matrix';
import { createWorld, query, storedRow, type CastMember, type World } from './world';

const TABLES = { users, plans, roles, user_views: userViews, tutors } as const;
type Collection = keyof typeof TABLES;

/** The column a list search (`q`) finds a row of each collection by. */
const SEARCH: Record<Collection, AnyPgColumn> = {
  users: users.email,
  plans: plans.name,
  roles: roles.name,
  user_views: userViews.name,
  tutors: tutors.public_name,
};

/** Whose row "own" and "another" name, per caller (the legend in authz-matrix.ts). */
const SELF: Record<Caller, CastMember> = {
  anonymous: 'studentA',
  studentA: 'studentA',
  studentB: 'studentB',
  tutor: 'tutor',
  content: 'content',
  admin: 'admin',
};
const ANOTHER: Record<Caller, CastMember> = {
  anonymous: 'studentB',
  studentA: 'studentB',
  studentB: 'studentA',
  tutor: 'studentB',
  content: 'studentA',
  admin: 'studentA',
};
const VIEW_OF_ROLE: Record<string, string | null> = {
  [ADMIN_ROLE_ID]: null,
  [STUDENT_ROLE_ID]: STUDENT_VIEW_ID,
  [TUTOR_ROLE_ID]: TUTOR_VIEW_ID,
  [CONTENT_ROLE_ID]: CONTENT_VIEW_ID,
};
const studentLike = (caller: Caller) => caller === 'anonymous' || caller === 'studentA' || caller === 'studentB';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(() => t.close());

function collectionOf(path: string): Collection | undefined {
  const name = path.split('/')[2] as Collection;
  return name in TABLES ? name : undefined;
}

/** The id of the row a cell touches (authz-matrix.ts, `Target`). */
function targetId(collection: Collection, line: MatrixLine, caller: Caller, w: World): string {
  const self = w.people[SELF[caller]];
  const other = w.people[ANOTHER[caller]];
  const { target } = line;
  let id: string | null | undefined;
  switch (collection) {
    case 'users':
      id =
        target === 'own'
          ? self.id
          : target === 'another'
            ? other.id
            : target === 'student'
              ? w.people.studentA.id
              : undefined;
      break;
    case 'plans':
      id =
        target === 'own'
          ? self.plan_id
          : target === 'another'
            ? other.plan_id
            : target === 'unused'
              ? w.unused.plan.id
              : undefined;
      break;
    case 'roles':
      id =
        target === 'own'
          ? self.role_id
          : target === 'another'
            ? studentLike(caller)
              ? TUTOR_ROLE_ID
              : STUDENT_ROLE_ID
            : target === 'unused'
              ? w.unused.role.id
              : undefined;
      break;
    case 'user_views':
      id =
        target === 'own'
          ? VIEW_OF_ROLE[self.role_id]
          : target === 'another'
            ? studentLike(caller)
              ? TUTOR_VIEW_ID
              : STUDENT_VIEW_ID
            : target === 'unused'
              ? w.unused.view.id
              : undefined;
      break;
    case 'tutors':
      id =
        target === 'own'
          ? SELF[caller] === 'tutor' || caller === 'anonymous'
            ? w.tutors.tutorA.id
            : null
          : target === 'another'
            ? w.tutors.tutorB.id
            : undefined;
      break;
  }
  if (!id) throw new Error(`${line.method} ${line.path} · ${target}: ${caller} has no such row (mark the cell n/a)`);
  return id;
}

async function columnValue(table: PgTable & { id: AnyPgColumn }, column: AnyPgColumn, id: string): Promise<any> {
  const [row] = await t.db
    .select({ value: column })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row?.value;
}

async function currentRow(collection: Collection, id: string): Promise<any> {
  const table = TABLES[collection] as any;
  const [row] = await t.db.select().from(table).where(eq(table.id, id));
  return row;
}

/** The body of an update: a visible change, the rest as it is (PUT sends the whole record). */
async function updateBody(collection: Collection, method: 'PUT' | 'PATCH', id: string, w: World): Promise<object> {
  const row = await currentRow(collection, id);
  const changed = `cambiado ${w.tag}`;
  switch (collection) {
    case 'users':
      return method === 'PATCH'
        ? { name: `Nombre ${changed}` }
        : { name: `Nombre ${changed}`, email: row.email, phone: '+52 55 9999 9999' };
    case 'plans':
      return method === 'PATCH'
        ? { name: `Plan ${changed}` }
        : {
            name: `Plan ${changed}`,
            language: 'es',
            sed_submission_days: ['FRIDAY'],
            maximum_reading_sessions: 1,
            maximum_speaking_sessions: 1,
            maximum_total_sessions: 2,
          };
    case 'roles':
      return method === 'PATCH'
        ? { description: `Descripción ${changed}` }
        : {
            name: row.name,
            description: `Descripción ${changed}`,
            user_view_id: row.user_view_id,
            permissions: row.permissions,
          };
    case 'user_views':
      return method === 'PATCH'
        ? { description: `Descripción ${changed}` }
        : {
            name: row.name,
            description: `Descripción ${changed}`,
            views: row.views,
          };
    case 'tutors':
      return method === 'PATCH'
        ? { public_name: `Tutor ${changed}` }
        : {
            public_name: `Tutor ${changed}`,
            timezone: 'America/Mexico_City',
            availability: { TUESDAY: [{ start_time: 10, end_time: 11 }] },
            blocked_slots: [],
          };
  }
}

function createBody(
  collection: Collection,
  line: MatrixLine,
  caller: Caller,
  w: World,
): { body: object; key: [AnyPgColumn, string] } {
  switch (collection) {
    case 'users': {
      const email = `nueva-${w.tag}@ejemplo.com`;
      return { body: { name: 'Persona Nueva', email, phone: '555 0101' }, key: [users.email, email] };
    }
    case 'plans': {
      const name = `Plan nuevo ${w.tag}`;
      return { body: { name, language: 'fr', sed_submission_days: ['TUESDAY'] }, key: [plans.name, name] };
    }
    case 'roles': {
      const name = `nuevo_${w.tag}`;
      return { body: { name, permissions: { lessons: ['read'] } }, key: [roles.name, name] };
    }
    case 'user_views': {
      const name = `nueva_${w.tag}`;
      return { body: { name, views: { lessons: [] } }, key: [userViews.name, name] };
    }
    case 'tutors': {
      const owner = line.target === 'own' ? w.people[SELF[caller]] : w.people[ANOTHER[caller]];
      return { body: { user_id: owner.id, public_name: `Tutor nuevo ${w.tag}` }, key: [tutors.user_id, owner.id] };
    }
  }
}

/** Rows whose `column` holds `value`, exactly as stored. */
async function rowsWhere(collection: Collection, column: AnyPgColumn, value: string): Promise<string[]> {
  const table = TABLES[collection];
  const rows = await query<{ row: string }>(
    t.db,
    sql`select row_to_json(${table})::text as row from ${table} where ${column} = ${value} order by 1`,
  );
  return rows.map((row) => row.row);
}

function expectShape(res: Reply, expected: Expected) {
  if (typeof expected === 'number' && expected >= 400) {
    expect(res.body).toEqual({ success: false, detail: expect.any(String) });
  } else {
    expect(res.body.success).toBe(true);
  }
}

async function playCollection(collection: Collection, line: MatrixLine, caller: Caller, expected: Expected, w: World) {
  const client = caller === 'anonymous' ? t.anon : t.as({ id: w.people[SELF[caller]].id });
  const table = TABLES[collection];
  const isList = line.method === 'GET' && !line.path.endsWith(':id');

  if (line.method === 'POST') {
    const { body, key } = createBody(collection, line, caller, w);
    const before = await rowsWhere(collection, key[0], key[1]);
    const res = await client.post(line.path, body);
    expect(res.status).toBe(expected);
    expectShape(res, expected);
    const after = await rowsWhere(collection, key[0], key[1]);
    if (expected === 201) {
      expect(res.body.data).toMatchObject({ id: expect.any(String) });
      expect(after).toHaveLength(before.length + 1);
      expect(await storedRow(t.db, table, res.body.data.id)).not.toBeNull();
      if (collection === 'tutors') {
        // The user now points at their new record (DESIGN §3).
        expect(await columnValue(users, users.tutor_id, key[1])).toBe(res.body.data.id);
      }
    } else {
      expect(after).toEqual(before);
    }
    return;
  }

  const id = targetId(collection, line, caller, w);
  const before = await storedRow(t.db, table, id);
  expect(before).not.toBeNull();

  if (isList) {
    const search = await columnValue(table, SEARCH[collection], id);
    const res = await client.get(`${line.path}?q=${encodeURIComponent(search)}`);
    if (expected === 'listed' || expected === 'hidden') {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { data: expect.any(Array), page_number: null, page_size: 1000 },
      });
      const ids = (res.body.data.data as { id: string }[]).map((row) => row.id);
      if (expected === 'listed') expect(ids).toContain(id);
      else expect(ids).not.toContain(id);
    } else {
      expect(res.status).toBe(expected);
      expectShape(res, expected);
    }
  } else {
    const url = line.path.replace(':id', id);
    const res =
      line.method === 'GET'
        ? await client.get(url)
        : line.method === 'DELETE'
          ? await client.delete(url)
          : line.method === 'PUT'
            ? await client.put(url, await updateBody(collection, 'PUT', id, w))
            : await client.patch(url, await updateBody(collection, 'PATCH', id, w));
    expect(res.status).toBe(expected);
    expectShape(res, expected);
    if (res.status === 200) expect(res.body.data.id).toBe(id);
  }

  const after = await storedRow(t.db, table, id);
  const wrote = line.method !== 'GET' && typeof expected === 'number' && expected < 300;
  if (!wrote) expect(after, 'a refused or read-only request changed the row').toBe(before);
  else if (line.method === 'DELETE') expect(after).toBeNull();
  else {
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  }
}

async function playPublic(line: MatrixLine, caller: Caller, expected: Expected, w: World) {
  const client = caller === 'anonymous' ? t.anon : t.as({ id: w.people[SELF[caller]].id });
  if (line.path === '/api/health') {
    const res = await client.get(line.path);
    expect(res.status).toBe(expected);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok' } });
    return;
  }
  const self = w.people[SELF[caller]];
  const other = w.people[ANOTHER[caller]];
  const before = await query<{ n: number }>(t.db, sql`select count(*)::int as n from ${users}`);
  let email: string;
  let res: Reply;
  if (line.path === '/api/login') {
    email = line.target === 'own' ? self.email : other.email;
    res = await client.post(line.path, { email, password: line.target === 'own' ? DEMO_PASSWORD : 'incorrecta' });
  } else {
    email = line.target === 'new' ? `registro-${caller.toLowerCase()}-${w.tag}@ejemplo.com` : other.email;
    res = await client.post(line.path, { email, password: 'segura123', name: 'Persona Registrada' });
  }
  expect(res.status).toBe(expected);
  const after = await query<{ n: number }>(t.db, sql`select count(*)::int as n from ${users}`);
  if (expected === 200) {
    expect(res.body).toEqual({ success: true, token: expect.any(String) });
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(decodeJwt(res.body.token).sub).toBe(row!.id);
    expect(after[0]!.n).toBe(before[0]!.n + (line.path === '/api/register' ? 1 : 0));
  } else {
    expectShape(res, expected);
    expect(after[0]!.n).toBe(before[0]!.n);
  }
}

describe('the matrix', () => {
  it('has a line for every endpoint of users, roles, plans, user views, tutors, login, register and health', () => {
    const covered = new Set(MATRIX.map((line) => `${line.method} ${line.path}`));
    expect([...covered].sort()).toEqual([...ENDPOINTS].sort());
  });

  it('covers every route of the API: in the matrix, or played by the test named for it', () => {
    const inMatrix = new Set(MATRIX.map((line) => `${line.method} ${line.path}`));
    const missing = t.app.routeTable
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((endpoint) => !inMatrix.has(endpoint) && !(endpoint in AUTHORIZED_ELSEWHERE));
    expect(missing, 'rutas sin fila en la matriz de autorización (test/authz-matrix.ts)').toEqual([]);
    for (const file of Object.values(AUTHORIZED_ELSEWHERE))
      expect(existsSync(path.resolve(__dirname, '..', file)), file).toBe(true);
  });

  it('names only routes the app has', () => {
    for (const line of MATRIX)
      expect(t.app.hasRoute({ method: line.method, url: line.path }), `${line.method} ${line.path}`).toBe(true);
  });

  it('tests every caller on every endpoint', () => {
    for (const endpoint of ENDPOINTS) {
      for (const caller of CALLERS) {
        const cells = MATRIX.filter(
          (line) => `${line.method} ${line.path}` === endpoint && line.expect[caller] !== 'n/a',
        );
        expect(cells.length, `${endpoint} · ${caller}`).toBeGreaterThan(0);
      }
    }
  });
});

for (const line of MATRIX) {
  describe(`${line.method} ${line.path} · ${line.target}`, () => {
    for (const caller of CALLERS) {
      const expected = line.expect[caller];
      if (expected === 'n/a') continue;
      it(`${caller} → ${expected}`, async () => {
        const w = await createWorld(t.db, passwordHash);
        const collection = collectionOf(line.path);
        if (collection) await playCollection(collection, line, caller, expected, w);
        else await playPublic(line, caller, expected, w);
      });
    }
  });
}
