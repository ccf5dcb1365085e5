// Plays every cell of the authorization matrix (authz-matrix.ts) on fresh rows: the answer's status
// and shape, and the row afterwards — changed or gone when the answer is 2xx, byte-for-byte the
// same otherwise (with what hangs off it: a lesson's links, an assignment's recording, the stored
// files). Each cell gets its own world, so a delete in one cell never changes another.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { decodeJwt } from 'jose';
import { SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { hashPassword } from '../src/auth/passwords';
import { assignments, lessonSubmissions, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/people';
import { createStorage } from '../src/storage/index';
import type { AudioStorage } from '../src/storage/storage';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { startTestApp, type Client, type Reply, type TestApp } from './app';
import { CALLERS, ENDPOINTS, MATRIX, type Caller, type Expected, type MatrixLine } from './authz-matrix';
import { AUTHORIZED_ELSEWHERE } from './authorized-elsewhere';
import { ANOTHER, rowsFor, SELF, type Collection, type Rows } from './authz-rows';
import { multipart, storedFiles } from './seds';
import { addLessonsAndHomework, type LearningWorld } from './learning-world';
import { createWorld, query, storedRow } from './world';

let t: TestApp;
let rows: Record<Collection, Rows>;
let storage: AudioStorage;
let audio: AudioFixtures;
let passwordHash: string;
beforeAll(async () => {
  // A data directory of its own: the stored files are part of what a refused upload must not change.
  t = await startTestApp({}, { ownDataDir: true });
  rows = rowsFor(t.db);
  storage = createStorage(t.config);
  audio = await createAudioFixtures();
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

function collectionOf(path: string): Collection | undefined {
  const name = path.split('/')[2] as Collection;
  return rows && name in rows ? name : undefined;
}

/** The id of the row a cell touches (authz-matrix.ts, `Target`). */
function targetId(collection: Collection, line: MatrixLine, caller: Caller, w: LearningWorld): string {
  const id = rows[collection].targetId(line, caller, w);
  if (!id)
    throw new Error(`${line.method} ${line.path} · ${line.target}: ${caller} has no such row (mark the cell n/a)`);
  return id;
}

/** Rows whose `column` holds `value`, exactly as stored. */
async function rowsWhere(table: PgTable, column: AnyPgColumn, value: string): Promise<string[]> {
  const found = await query<{ row: string }>(
    t.db,
    sql`select row_to_json(${table})::text as row from ${table} where ${column} = ${value} order by 1`,
  );
  return found.map((row) => row.row);
}

function expectShape(res: Reply, expected: Expected) {
  if (typeof expected === 'number' && expected >= 400) {
    expect(res.body).toEqual({ success: false, detail: expect.any(String) });
  } else {
    expect(res.body.success).toBe(true);
  }
}

function clientOf(caller: Caller, w: LearningWorld): Client {
  return caller === 'anonymous' ? t.anon : t.as({ id: w.people[SELF[caller]].id });
}

/** The homework upload as the lesson page sends it: the assignment's id and a real WebM/Opus recording. */
async function uploadHomework(client: Client, url: string, id: string): Promise<Reply> {
  const { payload, headers } = multipart(
    { assignment_id: id },
    { data: await readFile(await audio.speechWebm()), filename: SUBMISSION_FILE_NAME },
  );
  return client.raw({ method: 'POST', url, payload, headers });
}

/** A recording's bytes as played (not JSON), or the error in JSON. */
async function play(caller: Caller, url: string, w: LearningWorld): Promise<Reply & { raw: Buffer }> {
  const headers: Record<string, string> = {};
  if (caller !== 'anonymous') headers.authorization = `Bearer ${await t.token({ id: w.people[SELF[caller]].id })}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: isJson ? response.json() : undefined,
    raw: response.rawPayload,
  };
}

async function playCreate(
  collection: Collection,
  line: MatrixLine,
  caller: Caller,
  expected: Expected,
  w: LearningWorld,
) {
  const spec = rows[collection];
  const { body, key, related = [] } = spec.createBody(line, caller, w);
  const before = await rowsWhere(spec.table, key[0], key[1]);
  const relatedBefore = await Promise.all(related.map(([table, id]) => storedRow(t.db, table, id)));
  const res = await clientOf(caller, w).post(line.path, body);
  expect(res.status).toBe(expected);
  expectShape(res, expected);
  const after = await rowsWhere(spec.table, key[0], key[1]);
  const relatedAfter = await Promise.all(related.map(([table, id]) => storedRow(t.db, table, id)));
  if (expected !== 201) {
    expect(after).toEqual(before);
    expect(relatedAfter, 'a refused create changed a related row').toEqual(relatedBefore);
    return;
  }
  expect(res.body.data).toMatchObject({ id: expect.any(String) });
  expect(after).toHaveLength(before.length + 1);
  expect(await storedRow(t.db, spec.table, res.body.data.id)).not.toBeNull();
  const [person] = related.map(([, id]) => id);
  if (collection === 'tutors') {
    // The user now points at their new record (DESIGN §3).
    expect(await userColumn(users.tutor_id, person!)).toBe(res.body.data.id);
  }
  if (collection === 'assignments') {
    // Assigned by the caller, and now the student's current lesson (DESIGN §7).
    expect(res.body.data).toMatchObject({ user_id: person, assigned_by: w.people[SELF[caller]].id });
    expect(await userColumn(users.current_lesson_id, person!)).toBe((body as { lesson_id: string }).lesson_id);
  }
  if (collection === 'practice_stats') expect(res.body.data.user_id).toBe(w.people[SELF[caller]].id);
}

async function userColumn(column: AnyPgColumn, id: string): Promise<unknown> {
  const [row] = await t.db.select({ value: column }).from(users).where(eq(users.id, id));
  return row?.value;
}

/** What a successful read of a sub-resource must answer. */
async function expectSubresource(line: MatrixLine, id: string, res: Reply, w: LearningWorld) {
  if (line.path.endsWith('/practices')) {
    // The lesson's linked practices, in their order.
    const linked = await query<{ id: string }>(
      t.db,
      sql`select practice_id::text as id from lesson_practices where lesson_id = ${id} order by position`,
    );
    expect(res.body.data.data.map((practice: { id: string }) => practice.id)).toEqual(linked.map((row) => row.id));
  } else if (line.path.endsWith('/audio')) {
    expect(res.headers['content-type']).toBe('audio/webm');
    expect((res as Reply & { raw: Buffer }).raw.equals(w.learning.recording)).toBe(true);
  } else if (line.path.endsWith('/submissions')) {
    expect(res.body.data).toMatchObject({
      id,
      completed_at: expect.any(String),
      submission: { audio_url: `/api/assignments/${id}/audio` },
    });
    const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.assignment_id, id));
    const [assignment] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    // The recording is the assignment's student's, whoever sent it.
    expect(row!.user_id).toBe(assignment!.user_id);
  }
}

/** A request to one row (or a sub-resource of it), as the web app sends it. */
async function sendToItem(line: MatrixLine, caller: Caller, url: string, id: string, w: LearningWorld) {
  const client = clientOf(caller, w);
  if (line.path.endsWith('/audio')) return play(caller, url, w);
  if (line.path.endsWith('/submissions')) return uploadHomework(client, url, id);
  switch (line.method) {
    case 'GET':
      return client.get(url);
    case 'DELETE':
      return client.delete(url);
    case 'PUT':
    case 'PATCH': {
      const body = await rows[collectionOf(line.path)!].updateBody(line.method, id, w);
      return line.method === 'PUT' ? client.put(url, body) : client.patch(url, body);
    }
    default:
      throw new Error(`${line.method} ${line.path}: no way to send it`);
  }
}

async function playCollection(
  collection: Collection,
  line: MatrixLine,
  caller: Caller,
  expected: Expected,
  w: LearningWorld,
) {
  if (line.method === 'POST' && !line.path.includes(':id')) return playCreate(collection, line, caller, expected, w);

  const spec = rows[collection];
  const client = clientOf(caller, w);
  const id = targetId(collection, line, caller, w);
  const before = await spec.snapshot(id);
  expect(before).not.toBeNull();
  const filesBefore = await storedFiles(t.dataDir);

  if (line.method === 'GET' && !line.path.includes(':id')) {
    const lookup = await spec.list(id, w, line.path);
    const res = await client.get(`${line.path}?${lookup.query}`);
    if (expected === 'listed' || expected === 'hidden') {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { data: expect.any(Array), page_number: null, page_size: 1000 },
      });
      const keys = (res.body.data.data as Record<string, unknown>[]).map((row) => row[lookup.field]);
      if (expected === 'listed') expect(keys).toContain(lookup.value);
      else expect(keys).not.toContain(lookup.value);
    } else {
      expect(res.status).toBe(expected);
      expectShape(res, expected);
    }
  } else {
    const url = line.path.replace(':id', id);
    const isItem = line.path.endsWith(':id');
    const res = await sendToItem(line, caller, url, id, w);
    expect(res.status).toBe(expected);
    if (!(line.path.endsWith('/audio') && res.status < 300)) expectShape(res, expected);
    if (res.status < 300 && isItem) expect(res.body.data.id).toBe(id);
    if (res.status < 300 && !isItem) await expectSubresource(line, id, res, w);
  }

  const after = await spec.snapshot(id);
  const filesAfter = await storedFiles(t.dataDir);
  const wrote = line.method !== 'GET' && typeof expected === 'number' && expected < 300;
  if (!wrote) {
    expect(after, 'a refused or read-only request changed the row').toBe(before);
    expect(filesAfter, 'a refused or read-only request changed the stored files').toEqual(filesBefore);
  } else if (line.method === 'DELETE') expect(after).toBeNull();
  else {
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    // Only an upload stores a file, exactly one.
    const added = filesAfter.filter((file) => !filesBefore.includes(file));
    expect(added).toEqual(
      line.path.endsWith('/submissions') ? [expect.stringMatching(/^submissions\/[^/]+\.webm$/)] : [],
    );
  }
}

async function playPublic(line: MatrixLine, caller: Caller, expected: Expected, w: LearningWorld) {
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
  it('has a line for every endpoint it names, and names every endpoint it has a line for', () => {
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
        const w = await addLessonsAndHomework(t.db, await createWorld(t.db, passwordHash), storage);
        const collection = collectionOf(line.path);
        if (collection) await playCollection(collection, line, caller, expected, w);
        else await playPublic(line, caller, expected, w);
      });
    }
  });
}
