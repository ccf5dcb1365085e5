// Test harness: buildApp() on a fresh seeded database, plus `as(person)` clients that call the API
// the way the web app does (bearer token, JSON). No mocks of our own code.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, type Config, type RawConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { tutors, users } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/index';
import type { EmailRetry } from '../src/mail/worker';
import { openTestDatabase } from './database';
import { recordAnswers, type AnswerRecorder } from './openapi-check';

export const PEOPLE = {
  admin: 'admin@charla.test',
  content: 'contenido@charla.test',
  tutor1: 'tutor1@charla.test',
  tutor2: 'tutor2@charla.test',
  tutor3: 'tutor3@charla.test',
  student1: 'estudiante1@charla.test',
  student2: 'estudiante2@charla.test',
  student3: 'estudiante3@charla.test',
  student4: 'estudiante4@charla.test',
  student5: 'estudiante5@charla.test',
} as const;
export type Person = keyof typeof PEOPLE;

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface Client {
  get<T = any>(url: string): Promise<Reply<T>>;
  delete<T = any>(url: string): Promise<Reply<T>>;
  post<T = any>(url: string, body?: unknown): Promise<Reply<T>>;
  put<T = any>(url: string, body?: unknown): Promise<Reply<T>>;
  patch<T = any>(url: string, body?: unknown): Promise<Reply<T>>;
  raw(options: InjectOptions): Promise<Reply>;
}

export interface PersonInfo {
  id: string;
  role_id: string;
  tutor_id: string | null;
  plan_id: string | null;
  own_tutor_id: string | null;
}

export interface TestAppOptions {
  /** Run the background workers (SED transcription) in this app, as the server does. Default false. */
  workers?: boolean;
  /** A DATA_DIR of its own (a fresh temp dir, deleted on close) instead of the shared default. */
  ownDataDir?: boolean;
  /** How failed emails are retried (seconds), shorter than the server's for tests of a dead SMTP server. */
  emailRetry?: EmailRetry;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** DATA_DIR of this app (uploads live under DATA_DIR/uploads). */
  dataDir: string;
  database: Database;
  db: Db;
  people: Record<Person, PersonInfo>;
  as(person: Person | { id: string }): Client;
  anon: Client;
  token(person: Person | { id: string }): Promise<string>;
  /** Every answer of the app, checked against its OpenAPI document (test/openapi-check). */
  answers: AnswerRecorder;
  close(): Promise<void>;
}

function parse(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

function client(app: FastifyInstance, answers: AnswerRecorder, token?: () => Promise<string>): Client {
  async function send(options: InjectOptions): Promise<Reply> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (token) headers.authorization = `Bearer ${await token()}`;
    const response = await app.inject({ ...options, headers });
    // The answer disagrees with /api/openapi.json: the test that asked for it fails here.
    const finding = answers.claim(response.headers['x-request-id']);
    if (finding) throw new Error(`La respuesta no cumple /api/openapi.json: ${finding}`);
    return { status: response.statusCode, body: parse(response.payload) as any, headers: response.headers };
  }
  const withBody = (method: 'POST' | 'PUT' | 'PATCH') => (url: string, body?: unknown) =>
    send({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    get: (url) => send({ method: 'GET', url }),
    delete: (url) => send({ method: 'DELETE', url }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    raw: send,
  };
}

export async function startTestApp(overrides: RawConfig = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const now = overrides.FIXED_NOW ? new Date(overrides.FIXED_NOW) : new Date();
  await seedDatabase(database.db, { demo: true, now });
  const ownDataDir = options.ownDataDir ? await mkdtemp(path.join(os.tmpdir(), 'charla-data-')) : undefined;
  const config = loadConfig({
    // TEST_LOG_LEVEL=error shows the logged cause of a 500 while a test is being mended.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: ownDataDir ?? '/tmp/charla-test-data',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_AUTH: '1000',
    STRICT_RESPONSES: 'true',
    ...(overrides as Record<string, string>),
  });
  const jwtSecret = new TextEncoder().encode(config.JWT_SECRET!);
  let app: FastifyInstance;
  let answers: AnswerRecorder | undefined;
  try {
    app = await buildApp({
      config,
      database,
      jwtSecret,
      workers: options.workers ?? false,
      observe: (instance) => {
        answers = recordAnswers(instance);
      },
      ...(options.emailRetry ? { emailRetry: options.emailRetry } : {}),
    });
    await app.ready();
  } catch (error) {
    await database.close();
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    throw error;
  }

  const rows = await database.db
    .select({
      id: users.id,
      email: users.email,
      role_id: users.role_id,
      tutor_id: users.tutor_id,
      plan_id: users.plan_id,
      own_tutor_id: tutors.id,
    })
    .from(users)
    .leftJoin(tutors, eq(tutors.user_id, users.id))
    .where(sql`${users.email} like '%@charla.test'`);
  const people = Object.fromEntries(
    (Object.keys(PEOPLE) as Person[]).map((key) => {
      const row = rows.find((r) => r.email === PEOPLE[key]);
      if (!row) throw new Error(`demo person ${key} missing`);
      return [key, row];
    }),
  ) as unknown as Record<Person, PersonInfo>;

  const tokens = new Map<string, Promise<string>>();
  const token = (person: Person | { id: string }) => {
    const id = typeof person === 'string' ? people[person].id : person.id;
    let cached = tokens.get(id);
    if (!cached) {
      cached = app.ctx.tokens.sign({ id, role_id: '', role_name: '', plan_id: null, granted_resources: [] });
      tokens.set(id, cached);
    }
    return cached;
  };

  return {
    app,
    config,
    dataDir: config.DATA_DIR,
    database,
    db: database.db,
    people,
    as: (person) => client(app, answers!, () => token(person)),
    anon: client(app, answers!),
    token,
    answers: answers!,
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
      }
      // Answers no client call claimed (a test's own app.inject, a real HTTP request) fail the file.
      const rest = answers!.rest();
      if (rest.length > 0) throw new Error(`Respuestas que no cumplen /api/openapi.json:\n${rest.join('\n')}`);
    },
  };
}
