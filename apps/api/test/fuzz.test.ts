// Random and malformed requests to every endpoint of users, roles, plans, user views, tutors, login,
// register, health, lessons (and their practices), practices, assignments (with the homework upload
// and its playback) and practice stats, as admin, student and anonymous: never a 5xx, every error in
// the one shape {success: false, detail} (422: a list of {loc, msg, type}), and a request that failed
// left every table and the stored files exactly as they were — no half-written rows, no stray file.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { STUDENT_ROLE_ID, STUDENT_VIEW_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { MESSAGES } from '@charla/domain/http';
import { assignments, lessons, practices } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { createStorage } from '../src/storage/index';
import { MALFORMED_MULTIPART } from '../src/uploads/upload';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { startTestApp, type Reply, type TestApp } from './app';
import { multipart, storedFiles } from './seds';
import { addLessonsAndHomework, PRACTICE_PROPS, VIDEO, type LearningWorld } from './learning-world';
import { createWorld, storedState } from './world';

/** Collections with the whole CRUD (list, read, create, PUT, PATCH, delete). */
const COLLECTIONS = ['users', 'plans', 'roles', 'user_views', 'tutors', 'lessons', 'practices'] as const;
type Collection = (typeof COLLECTIONS)[number] | 'assignments';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = 'admin' | 'student' | 'anonymous';
const CALLERS: Caller[] = ['admin', 'student', 'anonymous'];

interface Endpoint {
  method: Method;
  path: string;
  collection?: Collection;
  hasId: boolean;
  isPublic: boolean;
}

const ENDPOINTS: Endpoint[] = [
  ...COLLECTIONS.flatMap((collection): Endpoint[] => [
    { method: 'GET', path: `/api/${collection}`, collection, hasId: false, isPublic: false },
    { method: 'POST', path: `/api/${collection}`, collection, hasId: false, isPublic: false },
    ...(['GET', 'PATCH', 'PUT', 'DELETE'] as const).map((method) => ({
      method,
      path: `/api/${collection}/:id`,
      collection,
      hasId: true,
      isPublic: false,
    })),
  ]),
  { method: 'POST', path: '/api/login', hasId: false, isPublic: true },
  { method: 'POST', path: '/api/register', hasId: false, isPublic: true },
  { method: 'GET', path: '/api/health', hasId: false, isPublic: true },
  { method: 'POST', path: '/api/practice_stats', hasId: false, isPublic: false },
  { method: 'GET', path: '/api/practice_stats', hasId: false, isPublic: false },
  { method: 'GET', path: '/api/practice_stats/progress', hasId: false, isPublic: false },
  // Assignments: no PUT (only the feedback is ever updated).
  { method: 'GET', path: '/api/assignments', collection: 'assignments', hasId: false, isPublic: false },
  { method: 'POST', path: '/api/assignments', collection: 'assignments', hasId: false, isPublic: false },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method) => ({
    method,
    path: '/api/assignments/:id',
    collection: 'assignments' as const,
    hasId: true,
    isPublic: false,
  })),
  // Sub-resources: a lesson's practices, a recording's playback (the upload has its own tests below).
  { method: 'GET', path: '/api/lessons/:id/practices', hasId: true, isPublic: false },
  { method: 'GET', path: '/api/assignments/:id/audio', hasId: true, isPublic: false },
];
const UPLOAD = '/api/assignments/:id/submissions';
const WRITES = ENDPOINTS.filter(
  (endpoint) => endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH',
);

let t: TestApp;
let w: LearningWorld;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
/** A fill-in-the-blank practice the fuzzed runs are played on. */
let practiceId: string;
/** Open assignments of the fuzzing student (student1), on a lesson of their own: uploads may land. */
let studentHomework: string[];
let audio: AudioFixtures;
/** A real recording (WebM/Opus) the upload fuzzer sends as it is or mangled. */
let recording: Buffer;
beforeAll(async () => {
  // A data directory of its own: the stored files are part of what a failed request must not change.
  t = await startTestApp({}, { ownDataDir: true });
  w = await addLessonsAndHomework(t.db, await createWorld(t.db), createStorage(t.config));
  tokens = { admin: await t.token('admin'), student: await t.token('student1') };
  practiceId = newId();
  await t.db.insert(practices).values({
    id: practiceId,
    title: 'Práctica fuzz',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [
        { hint: 'to be', sentence: 'I <blank> here.', answer: 'am' },
        { hint: 'to be', sentence: 'You <blank> there.', answer: 'are' },
      ],
    },
  });
  const lessonId = newId();
  await t.db.insert(lessons).values({ id: lessonId, title: 'Lección fuzz', video_url: VIDEO, task: 'Grábate' });
  studentHomework = [newId(), newId(), newId()];
  await t.db
    .insert(assignments)
    .values(studentHomework.map((id) => ({ id, lesson_id: lessonId, user_id: t.people.student1.id })));
  audio = await createAudioFixtures();
  recording = await readFile(await audio.speechWebm());
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

/** A valid body per endpoint: the fuzzer keeps some fields and breaks others. */
function validBody(endpoint: Endpoint): Record<string, unknown> {
  if (endpoint.collection === 'assignments')
    return endpoint.method === 'POST'
      ? { lesson_id: w.learning.lessons.unused.id, user_id: w.people.studentA.id }
      : { feedback: 'Buen trabajo' };
  switch (endpoint.collection ?? endpoint.path) {
    case 'users':
      return {
        name: 'Ana Fuzz',
        email: 'ana.fuzz@ejemplo.com',
        phone: '555',
        password: 'segura123',
        role_id: STUDENT_ROLE_ID,
        plan_id: null,
        lesson_level: 0,
        current_lesson_id: null,
        tutor_id: null,
      };
    case 'plans':
      return {
        name: 'Plan fuzz',
        language: 'en',
        sed_submission_days: ['MONDAY'],
        maximum_reading_sessions: 1,
        maximum_speaking_sessions: 1,
        maximum_total_sessions: 2,
      };
    case 'roles':
      return { name: 'rol_fuzz', description: 'd', user_view_id: null, permissions: { lessons: ['read'] } };
    case 'user_views':
      return {
        name: 'vista_fuzz',
        description: 'd',
        views: {
          lessons: [],
          users: [{ operations: ['read'], user_field: 'id', collection_field: 'id', operator: '$eq' }],
        },
      };
    case 'tutors':
      return {
        user_id: w.people.content.id,
        public_name: 'Tutor fuzz',
        timezone: 'America/Costa_Rica',
        availability: { MONDAY: [{ start_time: 9, end_time: 10 }] },
        blocked_slots: [{ dates: [1], start_time: 9, end_time: 10 }],
      };
    case 'lessons':
      return {
        title: 'Lección fuzz',
        video_url: VIDEO,
        task: 'Lee el texto',
        notes: 'Notas',
        linked_practices: [w.learning.practices.unused.id],
      };
    case 'practices':
      return { title: 'Práctica fuzz', instructions: 'Completa', props: PRACTICE_PROPS };
    case '/api/login':
      return { email: 'admin@charla.test', password: 'charla123' };
    case '/api/practice_stats':
      // The student's own run: 2 done in 3 attempts, 1 at the first try (no n: probability = accuracy).
      return {
        user_id: t.people.student1.id,
        practice_id: practiceId,
        total_attempts: 3,
        average_attempts: 1.5,
        first_try_correct_ones: 1,
        completed: 2,
        accuracy: 50,
        probability_of_knowing: 0.5,
        score: 3.1,
        events: [
          { exercise_key: 'I <blank> here.', correct: true, attempt: 1, elapsed_ms: 900 },
          { exercise_key: 'You <blank> there.', correct: false, attempt: 1, elapsed_ms: 2100 },
          { exercise_key: 'You <blank> there.', correct: true, attempt: 2, elapsed_ms: 3000 },
        ],
      };
    default:
      return { email: 'fuzz@ejemplo.com', password: 'segura123', name: 'Fuzz' };
  }
}

/** A row of the fuzz world to update, per collection. */
const ITEM_COLLECTIONS: Collection[] = [
  'users',
  'plans',
  'roles',
  'user_views',
  'tutors',
  'lessons',
  'practices',
  'assignments',
];

function itemId(collection: Collection): string {
  return {
    users: w.people.studentB.id,
    plans: w.unused.plan.id,
    roles: w.unused.role.id,
    user_views: w.unused.view.id,
    tutors: w.tutors.tutorB.id,
    lessons: w.learning.lessons.unused.id,
    practices: w.learning.practices.unused.id,
    assignments: w.learning.assignments.studentB.open,
  }[collection];
}

/** Rows of the learning world, for paths. */
function learningIds(): string[] {
  const { lessons: lessonRows, practices: practiceRows, assignments: homework, runs } = w.learning;
  return [
    ...Object.values(lessonRows).map((row) => row.id),
    ...Object.values(practiceRows).map((row) => row.id),
    ...Object.values(homework).flatMap((row) => [row.open, row.done, row.submission.id]),
    ...Object.values(runs),
    ...studentHomework,
  ];
}

// ── arbitraries ──

const nasty = fc.constantFrom(
  '',
  ' ',
  '%',
  '_',
  '%_%',
  '\\',
  "'",
  '"',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀',
  'ñandú',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "'; drop table users; --",
  '00000000-0000-0000-0000-000000000000',
  STUDENT_ROLE_ID.toUpperCase(),
);
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), nasty);
const hugeText = fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length));
const json = fc.jsonValue({ maxDepth: 3 });
const wrongValue = fc.oneof(
  { weight: 3, arbitrary: json },
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: hugeText },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(-1),
      fc.constant(2 ** 31),
      fc.constant(1.5),
    ),
  },
  { weight: 1, arbitrary: fc.array(json, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, json, { maxKeys: 3 }) },
);

/** Deeply nested arrays or objects, as JSON text. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
const prototypeJson = fc.constantFrom(
  '{"__proto__":{"role_id":"00000000-0000-7000-8000-000000000001"},"name":"x"}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"name":"x","permissions":{"__proto__":["read"]}}',
  '{"views":{"__proto__":[]},"name":"vista_proto"}',
);
const notJson = fc.string({ minLength: 1, maxLength: 60 }).filter((candidate) => {
  try {
    JSON.parse(candidate);
    return false;
  } catch {
    return true;
  }
});
const invalidUtf8 = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((bytes) =>
    Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
  );
const contentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'json',
  '*/*',
  'application/vnd.api+json',
  'text/html; charset=utf-8',
);

type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string | Buffer; contentType: string };

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<Body> {
  const valid = validBody(endpoint);
  const structured = fc.record(
    Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), wrongValue)])),
    { requiredKeys: [] },
  );
  const withExtra = fc
    .tuple(
      structured,
      fc.dictionary(fc.oneof(text, fc.constantFrom('id', 'created_at', 'password_hash', 'user_id')), json, {
        maxKeys: 3,
      }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 5, arbitrary: fc.oneof(structured, withExtra).map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(json, fc.array(fc.constant(valid), { maxLength: 2 }))
        .map((value): Body => ({ kind: 'json', value })),
    },
    {
      weight: 3,
      arbitrary: fc
        .oneof(notJson, deepJson, prototypeJson, fc.constant(''), fc.constant('{"name": "abc"'), invalidUtf8)
        .map((payload): Body => ({ kind: 'raw', payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(contentType, fc.oneof(fc.constant(JSON.stringify(valid)), notJson))
        .map(([type, payload]): Body => ({ kind: 'raw', payload, contentType: type })),
    },
  );
}

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'x';
  }
};

/** Path ids: real rows of the fuzz world, random uuids, garbage, encodings, lengths. */
function idArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const real = [
    ...Object.values(w.people).map((person) => person.id),
    ...(Object.values(w.people)
      .map((person) => person.plan_id)
      .filter(Boolean) as string[]),
    w.tutors.tutorA.id,
    w.tutors.tutorB.id,
    w.unused.plan.id,
    w.unused.role.id,
    w.unused.view.id,
    STUDENT_ROLE_ID,
    TUTOR_ROLE_ID,
    STUDENT_VIEW_ID,
    ...learningIds(),
  ];
  // The callers themselves are only read and patched, never deleted: the fuzz keeps its callers. Nor
  // are the rows the deterministic tests below write to (itemId): a random DELETE taking one of them
  // would turn a later expected 422 into a 404, depending on the draw.
  const callers = endpoint.method === 'DELETE' ? [] : [t.people.admin.id, t.people.student1.id];
  const kept = new Set(endpoint.method === 'DELETE' ? ITEM_COLLECTIONS.map(itemId) : []);
  // The role and view the student caller stands on are only read: a random write that happens to be
  // valid would change what the student may do in the tests below (a 403 where a 400 is expected).
  if (endpoint.method !== 'GET') for (const id of [STUDENT_ROLE_ID, STUDENT_VIEW_ID]) kept.add(id);
  return fc.oneof(
    fc.constantFrom(...real.filter((id) => !kept.has(id)), ...callers),
    fc.uuid(),
    fc.uuid().map((id) => id.toUpperCase()),
    text.map(encode),
    fc.string({ minLength: 90, maxLength: 260, unit: fc.constantFrom('a', '-', '0', 'f') }),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%2F', '%00', '..', '.', '%20', '+', '%2e%2e', 'a%2Fb', '~', '*'),
  );
}

const QUERY_KEYS = [
  'page_number',
  'page_size',
  'sort_by',
  'sort_order',
  'q',
  'role_id',
  'plan_id',
  'tutor_id',
  'lesson_level',
  'language',
  'user_id',
  'user_view_id',
  'created_at_after',
  'created_at_before',
  'current_lesson_id',
  'lesson_id',
  'practice_id',
  'completed_at_after',
  'completed_at_before',
  'title',
  'unknown',
  '__proto__',
  'constructor',
];
const queryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2',
    '100',
    '101',
    '10000',
    '1e3',
    '1.5',
    '0x10',
    'abc',
    '',
    '%',
    '_',
    '%25',
    '%_',
    'name',
    'password_hash',
    'id',
    'created_at',
    '-2',
    '2020-01-01',
    '2020-13-45',
    '0000-01-01',
    '99999-01-01',
    'en',
    'de',
    '99999999999',
    '1e30',
  ),
  fc.uuid(),
  text,
);
const queryArbitrary = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), text), queryValue, fc.boolean()), { maxLength: 6 })
  .map((pairs) =>
    pairs
      .map(([key, value, encoded]) => `${encode(key)}=${encoded ? encode(value) : value.replace(/[#&\s]/g, '')}`)
      .join('&'),
  );

interface Request {
  caller: Caller;
  id: string;
  query: string;
  body: Body;
  /** A Range header (recordings' playback only). */
  range?: string;
}

const isPlayback = (endpoint: Endpoint) => endpoint.path.endsWith('/audio');

/** Range headers a player might send, and broken ones. */
const rangeArbitrary = fc.oneof(
  fc.constantFrom(
    'bytes=0-',
    'bytes=0-0',
    'bytes=-1',
    'bytes=-0',
    'bytes=100-199',
    'bytes=199-100',
    'bytes=4095-',
    'bytes=4096-',
    'bytes=99999999999999999999-',
    'bytes=-99999999999999999999',
    'bytes=0-1,5-6',
    'bytes=',
    'bytes=-',
    'bytes=a-b',
    'items=0-1',
    '',
    'BYTES=1-2',
  ),
  fc
    .tuple(fc.integer({ min: -5, max: 10_000 }), fc.integer({ min: -5, max: 10_000 }))
    .map(([a, b]) => `bytes=${a}-${b}`),
  text.map((value) => value.replace(/[^\x20-\x7e]/g, '')),
);

function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<Request> {
  return fc.record(
    {
      caller: fc.constantFrom(...CALLERS),
      id: endpoint.hasId ? idArbitrary(endpoint) : fc.constant(''),
      query: endpoint.method === 'GET' ? queryArbitrary : fc.oneof(fc.constant(''), queryArbitrary),
      body: endpoint.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyArbitrary(endpoint),
      range: isPlayback(endpoint) ? rangeArbitrary : fc.constant(undefined),
    },
    { requiredKeys: ['caller', 'id', 'query', 'body'] },
  );
}

async function send(endpoint: Endpoint, request: Request): Promise<Reply> {
  const path = endpoint.path.replace(':id', request.id);
  const headers: Record<string, string> = {};
  if (request.caller !== 'anonymous') headers.authorization = `Bearer ${tokens[request.caller]}`;
  if (request.range !== undefined) headers.range = request.range;
  const options: InjectOptions = {
    method: endpoint.method,
    url: request.query ? `${path}?${request.query}` : path,
    headers,
  };
  if (request.body.kind === 'json') {
    options.payload = JSON.stringify(request.body.value);
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    options.payload = request.body.payload;
    headers['content-type'] = request.body.contentType;
  }
  return t.anon.raw(options);
}

/** The one error shape; a 422 is a list of {loc, msg, type}; a success says so. */
function expectWellFormed(res: Reply, label: string, playback = false) {
  expect(res.status, label).toBeLessThan(500);
  if (playback && (res.status === 200 || res.status === 206)) {
    // A recording: its bytes, not JSON.
    expect(res.headers['content-type'], label).toBe('audio/webm');
    return;
  }
  expect(String(res.headers['content-type']), label).toMatch(/^application\/json/);
  if (res.status < 400) {
    expect(res.body.success, label).toBe(true);
    return;
  }
  expect(Object.keys(res.body).sort(), label).toEqual(['detail', 'success']);
  expect(res.body.success, label).toBe(false);
  if (res.status === 422) {
    expect(Array.isArray(res.body.detail) && res.body.detail.length > 0, label).toBe(true);
    for (const issue of res.body.detail) {
      expect(Object.keys(issue).sort(), label).toEqual(['loc', 'msg', 'type']);
      expect(['body', 'query', 'path'], label).toContain(issue.loc[0]);
      expect(typeof issue.msg === 'string' && issue.msg.length > 0, label).toBe(true);
      expect(typeof issue.type, label).toBe('string');
    }
  } else {
    expect(typeof res.body.detail === 'string' && res.body.detail.length > 0, label).toBe(true);
  }
}

const describeRequest = (endpoint: Endpoint, request: Request) => {
  const body =
    request.body.kind === 'none'
      ? '∅'
      : request.body.kind === 'json'
        ? JSON.stringify(request.body.value).slice(0, 200)
        : `${request.body.contentType}: ${String(request.body.payload).slice(0, 200)}`;
  return `${request.caller} ${endpoint.method} ${endpoint.path.replace(':id', request.id)}?${request.query} ${body}`;
};

/** Every table the API writes, and the stored files (recordings and temp uploads). */
async function state(): Promise<Record<string, string>> {
  return { ...(await storedState(t.db)), files: (await storedFiles(t.dataDir)).join(',') };
}

/** Sends one request; when it failed, every table and the stored files must be exactly as before. */
async function sendAndCheck(endpoint: Endpoint, request: Request): Promise<Reply> {
  const before = await state();
  const res = await send(endpoint, request);
  const label = describeRequest(endpoint, request);
  expectWellFormed(res, label, isPlayback(endpoint));
  if (res.status >= 400) expect(await state(), `a failed request changed rows: ${label}`).toEqual(before);
  if (request.caller === 'anonymous' && !endpoint.isPublic && res.status < 500) {
    // No token: nothing past authentication, whatever else is wrong (a malformed path aside).
    expect([400, 401, 404, 414], label).toContain(res.status);
  }
  return res;
}

describe('random requests to every endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
          await sendAndCheck(endpoint, request);
        }),
        { numRuns: endpoint.method === 'GET' && !endpoint.hasId ? 40 : 25 },
      );
    });
  }
});

describe('malformed bodies', () => {
  const writers: Caller[] = ['admin', 'student'];

  it('JSON that does not parse → 400, before any rule runs (anonymous on a private route: 401 first)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.constantFrom(...CALLERS),
        fc.oneof(notJson, fc.constant('{"name": "abc"'), fc.constant('{,}')),
        async (endpoint, caller, payload) => {
          const res = await sendAndCheck(endpoint, {
            caller,
            id: w.unused.plan.id,
            query: '',
            body: { kind: 'raw', payload, contentType: 'application/json' },
          });
          const expected = caller === 'anonymous' && !endpoint.isPublic ? 401 : 400;
          expect(res.status, `${caller} ${endpoint.method} ${endpoint.path} ${payload}`).toBe(expected);
          if (expected === 400) expect(res.body.detail).toBe(MESSAGES.malformedJson);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('an empty body with a JSON content type, and prototype-pollution keys → 400', async () => {
    for (const endpoint of WRITES) {
      for (const caller of [...writers, 'anonymous'] as Caller[]) {
        if (caller === 'anonymous' && !endpoint.isPublic) continue;
        for (const payload of [
          '',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '{"a":{"__proto__":{"b":1}}}',
        ]) {
          const res = await sendAndCheck(endpoint, {
            caller,
            id: w.unused.role.id,
            query: '',
            body: { kind: 'raw', payload, contentType: 'application/json' },
          });
          expect(res.status, `${caller} ${endpoint.method} ${endpoint.path} ${payload}`).toBe(400);
        }
      }
    }
  });

  it('wrong types → 422 naming each field', async () => {
    const wrong = [123, true, null, [], {}, 'x'.repeat(5_000)];
    for (const endpoint of WRITES) {
      const valid = validBody(endpoint);
      const id = endpoint.collection ? itemId(endpoint.collection) : '';
      for (const field of Object.keys(valid)) {
        // A tutor's user is locked once created: an update ignores user_id (mass-assignment.test.ts).
        if (endpoint.collection === 'tutors' && endpoint.method !== 'POST' && field === 'user_id') continue;
        for (const value of wrong) {
          // Skip what is the right type: numbers for numbers, null for nullable fields, `{}` for the
          // maps (permissions, views, availability), `[]` for the lists, 5 000 characters for the
          // markdown and free texts that allow that many.
          if (typeof value === 'number' && typeof valid[field] === 'number') continue;
          if (value === null && (valid[field] === null || ['description', 'notes', 'feedback'].includes(field)))
            continue;
          if (typeof value === 'string' && ['task', 'notes', 'instructions', 'feedback'].includes(field)) continue;
          if (
            typeof value === 'object' &&
            value !== null &&
            !Array.isArray(value) &&
            ['permissions', 'views', 'availability'].includes(field)
          )
            continue;
          if (
            Array.isArray(value) &&
            ['sed_submission_days', 'blocked_slots', 'events', 'linked_practices'].includes(field)
          )
            continue;
          const res = await sendAndCheck(endpoint, {
            caller: 'admin',
            id,
            query: '',
            body: { kind: 'json', value: { ...valid, [field]: value } },
          });
          const label = `${endpoint.method} ${endpoint.path} ${field}=${JSON.stringify(value).slice(0, 20)}`;
          expect(res.status, label).toBe(422);
          expect(
            res.body.detail.map((issue: { loc: unknown[] }) => issue.loc.slice(0, 2)),
            label,
          ).toContainEqual(['body', field]);
        }
      }
      // Not an object at all.
      for (const value of [[valid], 'texto', 42, null, true]) {
        const res = await sendAndCheck(endpoint, { caller: 'admin', id, query: '', body: { kind: 'json', value } });
        expect(res.status, `${endpoint.method} ${endpoint.path} ${JSON.stringify(value)}`).toBe(422);
        expect(res.body.detail[0].loc).toEqual(['body']);
      }
    }
  });

  it(`a body over MAX_BODY_BYTES (1 MiB) → 413 (anonymous on a private route: 401 first)`, async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    for (const endpoint of WRITES) {
      for (const caller of CALLERS) {
        const res = await sendAndCheck(endpoint, {
          caller,
          id: w.unused.plan.id,
          query: '',
          body: { kind: 'raw', payload, contentType: 'application/json' },
        });
        expect(res.status, `${caller} ${endpoint.method} ${endpoint.path}`).toBe(
          caller === 'anonymous' && !endpoint.isPublic ? 401 : 413,
        );
      }
    }
  });

  it('a body just under the limit is read and validated (422), not refused for its size', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(1024 * 1024 - 100) });
    const res = await sendAndCheck(
      WRITES.find((endpoint) => endpoint.path === '/api/plans')!,
      { caller: 'admin', id: '', query: '', body: { kind: 'raw', payload, contentType: 'application/json' } },
    );
    expect(res.status).toBe(422);
  });

  it('a content type other than JSON → 415', async () => {
    for (const endpoint of WRITES) {
      const payload = JSON.stringify(validBody(endpoint));
      for (const type of [
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'image/png',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await sendAndCheck(endpoint, {
          caller: 'admin',
          id: w.unused.plan.id,
          query: '',
          body: { kind: 'raw', payload, contentType: type },
        });
        expect(res.status, `${endpoint.method} ${endpoint.path} ${type}`).toBe(415);
        expect(res.body.detail).toBe(MESSAGES.unsupportedMediaType);
      }
    }
  });

  it('text the database cannot store (NUL characters) → 422, not a 500', async () => {
    const cases: [string, object][] = [
      ['/api/users', { name: 'a\u0000b', email: 'nul@ejemplo.com', phone: '1' }],
      ['/api/plans', { name: 'a\u0000b' }],
      ['/api/roles', { name: 'rol_nul', description: 'a\u0000b' }],
      ['/api/user_views', { name: 'vista_nul', description: 'a\u0000b' }],
      ['/api/tutors', { user_id: w.people.studentA.id, public_name: 'a\u0000b' }],
      [
        '/api/practice_stats',
        {
          ...validBody(WRITES.find((endpoint) => endpoint.path === '/api/practice_stats')!),
          events: [{ exercise_key: 'a\u0000b', correct: true, attempt: 1, elapsed_ms: 1 }],
        },
      ],
    ];
    for (const [path, value] of cases) {
      const res = await sendAndCheck(
        WRITES.find((endpoint) => endpoint.path === path && endpoint.method === 'POST')!,
        { caller: 'admin', id: '', query: '', body: { kind: 'json', value } },
      );
      expect(res.status, path).toBe(422);
    }
    // Lessons, practices (a NUL inside props: jsonb refuses it too) and the tutor's feedback.
    const lesson = validBody(WRITES.find((endpoint) => endpoint.collection === 'lessons')!);
    const practice = validBody(WRITES.find((endpoint) => endpoint.collection === 'practices')!);
    const nul: [Method, Collection, object][] = [
      ['POST', 'lessons', { ...lesson, title: 'a\u0000b' }],
      ['POST', 'lessons', { ...lesson, task: 'a\u0000b' }],
      ['PUT', 'lessons', { ...lesson, notes: 'a\u0000b' }],
      ['PATCH', 'lessons', { video_url: 'https://ejemplo.com/\u0000' }],
      ['POST', 'practices', { ...practice, instructions: 'a\u0000b' }],
      [
        'POST',
        'practices',
        {
          ...practice,
          props: {
            practice_type: 'fill-in-the-blank',
            exercises: [{ hint: 'a\u0000', sentence: 'I <blank>.', answer: 'b' }],
          },
        },
      ],
      ['PATCH', 'practices', { props: { practice_type: 'tense-transform', exercises: [], 'a\u0000': 1 } }],
      ['PATCH', 'assignments', { feedback: 'a\u0000b' }],
    ];
    for (const [method, collection, value] of nul) {
      const endpoint = WRITES.find((candidate) => candidate.collection === collection && candidate.method === method)!;
      const id = method === 'POST' ? '' : itemId(collection);
      const res = await sendAndCheck(endpoint, { caller: 'admin', id, query: '', body: { kind: 'json', value } });
      expect(res.status, `${method} ${collection} ${JSON.stringify(value)}`).toBe(422);
    }
    const register = await sendAndCheck(
      WRITES.find((endpoint) => endpoint.path === '/api/register')!,
      {
        caller: 'anonymous',
        id: '',
        query: '',
        body: { kind: 'json', value: { email: 'nul@ejemplo.com', password: 'segura123', name: 'a\u0000' } },
      },
    );
    expect(register.status).toBe(422);
  });
});

describe('malformed paths and queries', () => {
  const items = ENDPOINTS.filter((endpoint) => endpoint.hasId);
  const lists = ENDPOINTS.filter((endpoint) => endpoint.collection && endpoint.method === 'GET' && !endpoint.hasId);

  it('an id that is not a UUID names nothing: 404 (too long: 414 or 422), in our error shape', async () => {
    for (const endpoint of items) {
      for (const id of [
        'abc',
        'not-a-uuid',
        '123',
        encode('ñandú'),
        '%20',
        encode("' or 1=1 --"),
        '00000000-0000-0000-0000-00000000000g',
      ]) {
        const body: Body =
          endpoint.method === 'PUT' || endpoint.method === 'PATCH'
            ? { kind: 'json', value: validBody(endpoint) }
            : { kind: 'none' };
        const res = await sendAndCheck(endpoint, { caller: 'admin', id, query: '', body });
        expect(res.status, `${endpoint.method} ${endpoint.path} ${id}`).toBe(404);
      }
      for (const id of ['a'.repeat(150), 'a'.repeat(5000)]) {
        const res = await sendAndCheck(endpoint, { caller: 'admin', id, query: '', body: { kind: 'none' } });
        expect([404, 414, 422], `${endpoint.method} ${endpoint.path} long id`).toContain(res.status);
      }
      for (const id of ['%', '%zz', '%E0%A4%A']) {
        const res = await sendAndCheck(endpoint, { caller: 'student', id, query: '', body: { kind: 'none' } });
        expect(res.status, `${endpoint.method} ${endpoint.path} ${id}`).toBe(400);
      }
    }
  });

  it('list queries out of range or unknown → 422 naming the parameter; LIKE wildcards are plain text', async () => {
    const cases: [string, string | null][] = [
      ['page_number=-1', 'page_number'],
      ['page_number=0', 'page_number'],
      ['page_number=abc', 'page_number'],
      ['page_number=1&page_size=10000', 'page_size'],
      ['page_number=1&page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
      ['page_number=1&page_size=5', 'page_size'],
      ['page_number=1&page_size=2', 'page_size'],
      ['sort_by=unknown', 'sort_by'],
      ['sort_by=password_hash', 'sort_by'],
      ['sort_order=2', 'sort_order'],
      ['sort_order=asc', 'sort_order'],
      ['page_number=1&page_number=2', 'page_number'],
      ['q=a&q=b', 'q'],
      ['sort_by=name&sort_by=id', 'sort_by'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=%25', null],
      ['q=_', null],
      ['q=%25_%5C', null],
      ['unknown=1', null],
      ['page_number=1&page_size=100', null],
    ];
    for (const endpoint of lists) {
      for (const [query, parameter] of cases) {
        const res = await sendAndCheck(endpoint, { caller: 'admin', id: '', query, body: { kind: 'none' } });
        const label = `${endpoint.path}?${query}`;
        if (parameter) {
          expect(res.status, label).toBe(422);
          expect(res.body.detail[0].loc, label).toEqual(['query', parameter]);
        } else {
          expect(res.status, label).toBe(200);
        }
      }
      // % and _ are no wildcards: a search for them matches only rows that contain them. (Assignments
      // have no text search: `q` is read and ignored there.)
      if (endpoint.collection === 'assignments') continue;
      for (const wildcard of ['%', '_']) {
        const res = await sendAndCheck(endpoint, {
          caller: 'admin',
          id: '',
          query: `q=${encode(wildcard)}`,
          body: { kind: 'none' },
        });
        for (const row of res.body.data.data as Record<string, unknown>[]) {
          const searched = [row.name, row.email, row.public_name, row.title].filter(
            (value): value is string => typeof value === 'string',
          );
          expect(
            searched.some((value) => value.includes(wildcard)),
            `${endpoint.path}?q=${wildcard}: ${searched}`,
          ).toBe(true);
        }
      }
      const roles = await sendAndCheck(endpoint, { caller: 'admin', id: '', query: 'q=_', body: { kind: 'none' } });
      if (endpoint.collection === 'roles')
        expect(roles.body.data.data.map((row: { name: string }) => row.name)).toContain('content_creator');
    }
  });

  it('anonymous gets 401 on any list query, valid or not', async () => {
    for (const endpoint of lists) {
      for (const query of ['', 'page_number=-1', 'sort_by=unknown', 'q=%25']) {
        const res = await sendAndCheck(endpoint, { caller: 'anonymous', id: '', query, body: { kind: 'none' } });
        expect(res.status, `${endpoint.path}?${query}`).toBe(401);
      }
    }
  });
});

describe('homework uploads: random multipart bodies', () => {
  type FileKind = 'recording' | 'random' | 'empty' | 'cut';
  type Mangle = 'none' | 'cut' | 'no boundary' | 'other boundary' | 'not multipart';
  interface Upload {
    caller: Caller;
    id: string;
    fields: Record<string, string>;
    file: { field: string; filename: string; type: string; kind: FileKind; random: Uint8Array } | null;
    mangle: Mangle;
    cutAt: number;
  }

  const assignmentIds = () => [
    ...studentHomework,
    ...Object.values(w.learning.assignments).flatMap((homework) => [homework.open, homework.done]),
  ];
  // Built inside the tests: the world's rows exist only once beforeAll has run.
  const pathId = () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...assignmentIds()) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: text.map(encode) },
    );
  const uploadArbitrary = (): fc.Arbitrary<Upload> =>
    pathId().chain((id) =>
      fc.record({
        // Mostly the student who may upload, so that the body's own checks are reached (an admin's upload
        // passes the form's checks, then is refused: homework is its own student's, decision 030).
        caller: fc.oneof(
          { weight: 3, arbitrary: fc.constant<Caller>('student') },
          { weight: 2, arbitrary: fc.constant<Caller>('admin') },
          { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
        ),
        id: fc.constant(id),
        fields: fc
          .tuple(
            fc.oneof(
              { weight: 4, arbitrary: fc.constant(id) },
              { weight: 1, arbitrary: fc.constantFrom(...assignmentIds()) },
              { weight: 1, arbitrary: fc.oneof(text, hugeText, fc.constant(id.toUpperCase())) },
            ),
            // Mostly with the form's assignment_id.
            fc.constantFrom(true, true, true, false),
            fc.dictionary(
              fc.oneof(fc.constantFrom('user_id', 'id', 'completed_at', 'audio_seconds', 'audio_file'), text),
              fc.oneof(text, fc.uuid(), hugeText),
              { maxKeys: 3 },
            ),
          )
          .map(([assignmentId, withId, extra]) => ({ ...extra, ...(withId ? { assignment_id: assignmentId } : {}) })),
        file: fc.option(
          fc.record({
            field: fc.oneof({ weight: 4, arbitrary: fc.constant('audio_file') }, { weight: 1, arbitrary: text }),
            filename: fc.oneof(
              fc.constant(SUBMISSION_FILE_NAME),
              fc.constantFrom('../../etc/passwd', 'grabacion.txt', '', 'a\u0000.webm', 'ñandú.webm', '"x".webm'),
              text,
            ),
            type: fc.constantFrom(
              'audio/webm;codecs=opus',
              'audio/webm',
              'text/plain',
              'application/octet-stream',
              'video/webm',
              '',
              'audio/ogg',
            ),
            kind: fc.constantFrom<FileKind>('recording', 'recording', 'random', 'empty', 'cut'),
            random: fc.uint8Array({ minLength: 1, maxLength: 2_000 }),
          }),
          { freq: 4 },
        ),
        mangle: fc.constantFrom<Mangle>(
          'none',
          'none',
          'none',
          'cut',
          'no boundary',
          'other boundary',
          'not multipart',
        ),
        cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );

  function fileData(file: NonNullable<Upload['file']>): Buffer {
    switch (file.kind) {
      case 'recording':
        return recording;
      case 'random':
        return Buffer.from(file.random);
      case 'empty':
        return Buffer.alloc(0);
      case 'cut':
        return recording.subarray(0, Math.floor(recording.length / 3));
    }
  }

  async function upload(request: Upload): Promise<Reply> {
    const built = multipart(
      request.fields,
      request.file
        ? {
            field: request.file.field,
            filename: request.file.filename,
            type: request.file.type,
            data: fileData(request.file),
          }
        : undefined,
    );
    let payload = built.payload;
    let contentType = built.headers['content-type']!;
    switch (request.mangle) {
      case 'cut':
        payload = payload.subarray(0, Math.floor(payload.length * request.cutAt));
        break;
      case 'no boundary':
        contentType = 'multipart/form-data';
        break;
      case 'other boundary':
        contentType = 'multipart/form-data; boundary=otro-limite';
        break;
      case 'not multipart':
        contentType = 'application/octet-stream';
        break;
      case 'none':
        break;
    }
    const headers: Record<string, string> = { 'content-type': contentType };
    if (request.caller !== 'anonymous') headers.authorization = `Bearer ${tokens[request.caller]}`;
    return t.anon.raw({ method: 'POST', url: UPLOAD.replace(':id', request.id), payload, headers });
  }

  const describeUpload = (request: Upload) =>
    `${request.caller} POST ${UPLOAD.replace(':id', request.id)} fields=${JSON.stringify(
      Object.fromEntries(Object.entries(request.fields).map(([key, value]) => [key, value.slice(0, 40)])),
    )} file=${request.file ? `${request.file.field}/${request.file.filename}/${request.file.type}/${request.file.kind}` : '∅'} ${request.mangle}`;

  it('never a 5xx, always the Spanish error shape; a refused upload stores no row and no file', async () => {
    await fc.assert(
      fc.asyncProperty(uploadArbitrary(), async (request) => {
        const before = await state();
        const res = await upload(request);
        const label = describeUpload(request);
        expectWellFormed(res, label);
        if (res.status >= 400) expect(await state(), `a failed upload changed something: ${label}`).toEqual(before);
        else expect(res.status, label).toBe(201);
        if (request.caller === 'anonymous') expect([400, 401, 404, 414], label).toContain(res.status);
        if (request.mangle === 'not multipart' && request.caller !== 'anonymous' && res.status !== 404)
          expect(res.status, label).toBe(415);
        if (res.status === 400) expect(typeof res.body.detail === 'string', label).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('a body cut anywhere is a 400 in Spanish (or the 401 of no token), never a half-stored recording', async () => {
    const id = studentHomework[studentHomework.length - 1]!;
    const { payload, headers } = multipart({ assignment_id: id }, { data: recording, filename: SUBMISSION_FILE_NAME });
    for (const fraction of [0.05, 0.2, 0.5, 0.8, 0.99]) {
      for (const caller of ['student', 'admin', 'anonymous'] as const) {
        const before = await state();
        const res = await t.anon.raw({
          method: 'POST',
          url: UPLOAD.replace(':id', id),
          payload: payload.subarray(0, Math.floor(payload.length * fraction)),
          headers: {
            ...headers,
            ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
          },
        });
        const label = `${caller} cut at ${fraction}`;
        expectWellFormed(res, label);
        expect(res.status, label).toBe(caller === 'anonymous' ? 401 : 400);
        if (caller !== 'anonymous') expect(res.body.detail, label).toBe(MALFORMED_MULTIPART);
        expect(await state(), label).toEqual(before);
      }
    }
  });

  it('playback of every recording answers its bytes or a JSON error, with any Range header', async () => {
    const playback = ENDPOINTS.find(isPlayback)!;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...assignmentIds()),
        fc.constantFrom<Caller>('admin', 'student'),
        rangeArbitrary,
        async (id, caller, range) => {
          const res = await sendAndCheck(playback, { caller, id, query: '', body: { kind: 'none' }, range });
          expect([200, 206, 404, 416], `${caller} ${id} ${range}`).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
