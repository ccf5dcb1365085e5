// Durability of the reading assessment (issue 49, decision 036), as for SEDs (sed-worker-crash.test.ts):
// the real server is SIGKILLed while the job assessing a homework reading is provably mid-work — the speech
// server (SPEECH_ENGINE=openai, a local fake) holds the request open. Started again on the same data, the
// job is taken up again once its heartbeat expires, and the assignment ends with exactly one result.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { createPgTestDatabase } from './database';
import { startFakeSpeechServer, verboseJsonWords, type Answer, type FakeSpeechServer } from './fake-speech-server';
import { VIDEO_URL, waitFor } from './seds';
import { call, exited, startServerProcess, type ServerProcess } from './server-process';

const JWT_SECRET = 'reading-crash-secret-0123456789-abcdef';
const ADMIN = { email: 'admin@lectura.test', password: 'clave-admin-123' };
const STUDENT = { email: 'lucia@lectura.test', password: 'clave-lucia-123' };
const PASSAGE = 'Every morning I walk to work and I listen to podcasts in English.';

let audio: AudioFixtures;
let fake: FakeSpeechServer;
let dataDir: string;
let postgres: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
const servers: ServerProcess[] = [];
let releaseHeld: (answer: Answer) => void = () => {};

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    JWT_SECRET,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH: '1000',
    SPEECH_ENGINE: 'openai',
    SPEECH_URL: fake.url,
    SPEECH_API_KEY: 'sk-lectura',
  });
  servers.push(server);
  return server;
}

async function login(base: string, who: { email: string; password: string }): Promise<string> {
  const res = await call(base, 'POST', '/api/login', undefined, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

beforeAll(async () => {
  audio = await createAudioFixtures();
  // The first request is held open (until released); every later one is answered with the passage read.
  const held = new Promise<Answer>((resolve) => {
    releaseHeld = resolve;
  });
  fake = await startFakeSpeechServer((_request, index) => (index === 0 ? held : verboseJsonWords(PASSAGE)));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-lectura-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createPgTestDatabase();
});

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await exited(server);
  }
  releaseHeld(verboseJsonWords(PASSAGE));
  await fake?.close();
  await postgres?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await audio?.remove();
});

describe(`a reading assessment killed mid-work (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let first: ServerProcess;
  let assignmentId: string;

  const readingOf = async (base: string, token: string) =>
    (await call(base, 'GET', `/api/assignments/${assignmentId}`, token)).body.data?.reading;

  it('is provably mid-work: the speech server holds its request, the reading is pending', async () => {
    first = await startServer();
    const admin = await login(first.base, ADMIN);
    const lesson = await call(first.base, 'POST', '/api/lessons', admin, {
      title: 'Lectura',
      video_url: VIDEO_URL,
      task: 'Lee el texto en voz alta',
      reading_text: PASSAGE,
    });
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
    const user = await call(first.base, 'POST', '/api/users', admin, {
      name: 'Lucía',
      email: STUDENT.email,
      phone: '5550001',
      password: STUDENT.password,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const assigned = await call(first.base, 'POST', '/api/assignments', admin, {
      lesson_id: lesson.body.data.id,
      user_id: user.body.data.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    assignmentId = assigned.body.data.id;
    const student = await login(first.base, STUDENT);

    const form = new FormData();
    form.append('assignment_id', assignmentId);
    form.append(
      'audio_file',
      new Blob([await readFile(await audio.speechWebm())], { type: 'audio/webm;codecs=opus' }),
      'grabacion.webm',
    );
    const response = await fetch(`${first.base}/api/assignments/${assignmentId}/submissions`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${student}` },
    });
    expect(response.status, await response.clone().text()).toBe(201);

    const midWork = await waitFor(
      async () => ({ seen: fake.requests.length, reading: await readingOf(first.base, student) }),
      (state) => state.seen === 1,
      60_000,
    );
    expect(midWork).toEqual({ seen: 1, reading: { status: 'pending' } });
    expect(fake.requests[0]!.fields).toMatchObject({ 'timestamp_granularities[]': 'word', language: 'en' });
  });

  it('dies by SIGKILL, and its held request is abandoned, not answered', async () => {
    first.child.kill('SIGKILL');
    expect(await exited(first)).toEqual({ code: null, signal: 'SIGKILL' });
    await waitFor(
      async () => fake.disconnected,
      (n) => n === 1,
      10_000,
    );
    releaseHeld(verboseJsonWords('this answer never arrives'));
    expect(
      await waitFor(
        async () => fake.abandoned,
        (n) => n === 1,
        10_000,
      ),
    ).toBe(1);
    expect(fake.successes).toBe(0);
  });

  it('starts again on the same data; the job is taken up again and the reading is done, once', async () => {
    const second = await startServer();
    const token = await login(second.base, STUDENT);
    const done = await waitFor(
      () => readingOf(second.base, token),
      (reading) => reading?.status === 'done',
      120_000,
      500,
    );
    expect(done).toMatchObject({ status: 'done', accuracy: 100, long_pauses: [] });
    expect(done.words.map((w: { text: string }) => w.text).join(' ')).toBe(PASSAGE);
    expect(fake.successes).toBe(1);
    // Nothing runs twice after success: a few more supervise/poll rounds change nothing.
    expect(
      await waitFor(
        async () => fake.requests.length,
        (n) => n > 2,
        6000,
      ),
    ).toBe(2);

    second.child.kill('SIGTERM');
    expect(await exited(second)).toEqual({ code: 0, signal: null });
    const database = await openDatabase(postgres ? { url: postgres.url, poolSize: 1 } : { dataDir });
    try {
      const jobs = await database.db.execute(
        sql`select state, retry_count from pgboss.job where name = 'reading-assessment'`,
      );
      expect((jobs as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await database.close();
    }
  });
});
