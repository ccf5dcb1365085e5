// Durability of the SED job (DESIGN §1, §8): the real server (`node --import tsx src/server.ts`) is
// SIGKILLed while its transcription job is provably mid-work — the speech server (SPEECH_ENGINE=openai,
// a local fake) holds the request open and the SED reads 'procesando'. Started again on the same data
// (PGlite: the same data directory, recovered after the kill; PostgreSQL: the same database), the job is
// taken up again once its heartbeat expires, and the SED ends 'listo' with exactly one result.
import { mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '@charla/domain/seds';
import { openDatabase } from '../src/db/client';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { createPgTestDatabase } from './database';
import { startFakeSpeechServer, verboseJson, type Answer, type FakeSpeechServer } from './fake-speech-server';
import { storedFiles, VIDEO_URL, waitFor } from './seds';
import { call, exited, startServerProcess, type ServerProcess } from './server-process';

const JWT_SECRET = 'sed-crash-secret-0123456789-abcdefghij';
const ADMIN = { email: 'admin@caida.test', password: 'clave-admin-123' };
const STUDENT = { email: 'lucia@caida.test', password: 'clave-lucia-123' };
const ANSWER = ['I walked to the market this morning.', 'Then I cooked lunch for my family.'];
const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

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
    SPEECH_API_KEY: 'sk-caida',
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
  // The first request is held open (until released); every later one is answered.
  const held = new Promise<Answer>((resolve) => {
    releaseHeld = resolve;
  });
  fake = await startFakeSpeechServer((_request, index) => (index === 0 ? held : verboseJson(ANSWER)));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-caida-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createPgTestDatabase();
});

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await exited(server);
  }
  releaseHeld(verboseJson(ANSWER));
  await fake?.close();
  await postgres?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await audio?.remove();
});

describe(`a SED job killed mid-work (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let first: ServerProcess;
  let student: string;
  let sedId: string;

  it('is provably mid-work: the speech server holds its request, the SED reads procesando', async () => {
    first = await startServer();
    const admin = await login(first.base, ADMIN);
    const plan = await call(first.base, 'POST', '/api/plans', admin, {
      name: 'Todos los días',
      sed_submission_days: WEEK,
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const user = await call(first.base, 'POST', '/api/users', admin, {
      name: 'Lucía',
      email: STUDENT.email,
      phone: '5550001',
      password: STUDENT.password,
      plan_id: plan.body.data.id,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    student = await login(first.base, STUDENT);

    // As the browser sends it: multipart over a real socket.
    const form = new FormData();
    form.append('video_url', VIDEO_URL);
    form.append(
      'audio_file',
      new Blob([await readFile(await audio.speechWebm())], { type: 'audio/webm;codecs=opus' }),
      'grabacion.webm',
    );
    const response = await fetch(`${first.base}/api/seds`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${student}` },
    });
    const created = (await response.json()) as any;
    expect(response.status, JSON.stringify(created)).toBe(201);
    expect(created.data.status).toBe('pendiente');
    sedId = created.data.id;

    const midWork = await waitFor(
      async () => ({
        seen: fake.requests.length,
        status: (await call(first.base, 'GET', `/api/seds/${sedId}`, student)).body.data.status,
      }),
      (state) => state.seen === 1 && state.status === 'procesando',
      60_000,
    );
    expect(midWork).toEqual({ seen: 1, status: 'procesando' });
    expect(fake.successes).toBe(0);
  });

  it('dies by SIGKILL, and its held request is abandoned, not answered', async () => {
    first.child.kill('SIGKILL');
    expect(await exited(first)).toEqual({ code: null, signal: 'SIGKILL' });
    const countReaches = (count: () => number, n: number) =>
      waitFor(
        async () => count(),
        (c) => c === n,
        10_000,
      );
    // The answer leaves only once the fake has seen the connection drop: the child's exit and the socket's
    // close reach this process as separate events, in either order.
    expect(await countReaches(() => fake.disconnected, 1)).toBe(1);
    releaseHeld(verboseJson(['this answer never arrives']));
    expect(await countReaches(() => fake.abandoned, 1)).toBe(1);
    expect(fake.successes).toBe(0);
    // The killed attempt's scratch WAV stays behind; a start-up sweeps such files once they are old.
    const files = await storedFiles(dataDir);
    expect(files).toEqual([`seds/${sedId}.webm`, expect.stringMatching(/^tmp\/[\w-]+\.wav$/)]);
    const longAgo = new Date(Date.now() - 7 * 3600 * 1000);
    await utimes(path.join(dataDir, 'uploads', files[1]!), longAgo, longAgo);
  });

  it('starts again on the same data; the job is taken up again and the SED ends listo with the answer', async () => {
    const second = await startServer();
    // Still the same data: the student signs in with the password set before the kill.
    const token = await login(second.base, STUDENT);
    const done = await waitFor(
      () => call(second.base, 'GET', `/api/seds/${sedId}`, token),
      (res) => res.body.data?.status === 'listo',
      120_000,
      500,
    );
    expect(done.body.data).toMatchObject({
      id: sedId,
      status: 'listo',
      transcription: ANSWER.join('\n'),
      total_words: tokenize(ANSWER.join(' ')).length,
    });
    expect(fake.requests).toHaveLength(2);
    expect(fake.successes).toBe(1);

    // Nothing runs twice after success: a few more supervise/poll rounds change nothing.
    const later = await waitFor(
      async () => fake.requests.length,
      (n) => n > 2,
      6000,
    );
    expect(later).toBe(2);
    expect(fake.successes).toBe(1);
    const list = await call(second.base, 'GET', '/api/seds?page_number=1&page_size=10', token);
    expect(list.body.data.data).toEqual([done.body.data]);
    expect(await storedFiles(dataDir)).toEqual([`seds/${sedId}.webm`]);
  });

  it('stops cleanly, leaving one SED row and one job, completed on its second try', async () => {
    const second = servers[1]!;
    second.child.kill('SIGTERM');
    expect(await exited(second)).toEqual({ code: 0, signal: null });
    const database = await openDatabase(postgres ? { url: postgres.url, poolSize: 1 } : { dataDir });
    try {
      const rows = await database.db.execute(sql`select id, status, transcription from seds`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { id: sedId, status: 'listo', transcription: ANSWER.join('\n') },
      ]);
      const jobs = await database.db.execute(
        sql`select state, retry_count from pgboss.job where name = 'sed-transcription' and singleton_key = ${sedId}`,
      );
      expect((jobs as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await database.close();
    }
  });
});
