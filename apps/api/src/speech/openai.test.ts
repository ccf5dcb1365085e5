// The `openai` engine (DESIGN §8) against a local server that speaks the OpenAI transcription
// protocol: what it sends (a 16 kHz mono WAV, the model, verbose_json, the bearer key), that the
// answer's segments land in the SED, and that a failing server means retries, then 'fallido' — the
// SED and its recording never lost.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeSpeech, feedbackText, tokenize } from '@charla/domain/seds';
import { readWavFormat, wavSeconds } from '../audio/wav';
import { startJobQueue, type PgBoss } from '../jobs/queue';
import { SED_DEAD_LETTER, SED_QUEUE, startSedWorkers, transcribeSed } from '../modules/seds/worker';
import { createLocalStorage } from '../storage/local';
import { createAudioFixtures, probeSeconds, type AudioFixtures } from '../../test/audio-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { startFakeSpeechServer, verboseJson, type FakeSpeechServer } from '../../test/fake-speech-server';
import { postSed, sedRow, storedFiles, VIDEO_URL, waitFor } from '../../test/seds';
import { createOpenAiEngine, transcriptionEndpoint } from './openai';

const KEY = 'sk-prueba-0123456789';
const MODEL = 'whisper-large-v3-turbo';
const SEGMENTS = [
  ' Hello, my name is Lucia. ',
  'Every morning I walk to work,',
  '   ',
  ' and, um, I listen to podcasts in English.',
];
const SERVER_ERROR = { status: 500, json: { error: { message: 'modelo no cargado', type: 'server_error' } } };

let audio: AudioFixtures;
let good: FakeSpeechServer;
let broken: FakeSpeechServer;

beforeAll(async () => {
  audio = await createAudioFixtures();
  good = await startFakeSpeechServer(() => verboseJson(SEGMENTS));
  broken = await startFakeSpeechServer(() => SERVER_ERROR);
});
afterAll(async () => {
  await good?.close();
  await broken?.close();
  await audio?.remove();
});

describe('transcriptionEndpoint', () => {
  it.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/v1/audio/transcriptions'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/v1/audio/transcriptions'],
    ['https://api.example.com/v1', 'https://api.example.com/v1/audio/transcriptions'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1/audio/transcriptions'],
    ['https://x.example.com/v1/audio/transcriptions', 'https://x.example.com/v1/audio/transcriptions'],
  ])('%s → %s', (url, endpoint) => {
    expect(transcriptionEndpoint(url)).toBe(endpoint);
  });
});

describe('SPEECH_ENGINE=openai in a running app (workers on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { SPEECH_ENGINE: 'openai', SPEECH_URL: good.url, SPEECH_API_KEY: KEY, SPEECH_MODEL: MODEL },
      { workers: true, ownDataDir: true },
    );
  });
  afterAll(() => t?.close());

  it('sends the protocol: POST /v1/audio/transcriptions, bearer key, a 16 kHz mono WAV, the model, verbose_json', async () => {
    expect((await t.anon.get('/api/health')).body.data.speech_engine).toBe('openai');
    const recording = await audio.speechWebm();
    const res = await postSed(t, 'student3', { videoUrl: VIDEO_URL, audio: recording });
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;

    const done = await waitFor(
      () => t.as('student3').get(`/api/seds/${id}`),
      (r) => r.body.data?.status === 'listo',
      30_000,
    );
    expect(done.body.data.status).toBe('listo');
    expect(good.requests).toHaveLength(1);
    const [request] = good.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/audio/transcriptions',
      authorization: `Bearer ${KEY}`,
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      fields: { model: MODEL, response_format: 'verbose_json' },
      file: { field: 'file', type: 'audio/wav', name: expect.stringMatching(/\.wav$/) },
    });
    const wav = readWavFormat(request!.file!.bytes);
    expect(wav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 16000, bitsPerSample: 16 });
    // The WAV holds the whole recording: its samples last as long as the upload.
    expect(wav!.dataBytes / (16000 * 2)).toBeCloseTo((await probeSeconds(recording))!, 1);

    // The answer lands in the SED: one line per segment, the words counted, the domain's feedback.
    const lines = [
      'Hello, my name is Lucia.',
      'Every morning I walk to work,',
      'and, um, I listen to podcasts in English.',
    ];
    const seconds = wavSeconds(wav!);
    expect(done.body.data).toMatchObject({
      transcription: lines.join('\n'),
      total_words: tokenize(lines.join(' ')).length,
      feedback: feedbackText(analyzeSpeech(lines, seconds)),
    });
    expect(done.body.data.total_words).toBe(19);
    expect(done.body.data.feedback).toContain('Muletillas (1): um ×1');
    expect(good.successes).toBe(1);
    expect(await storedFiles(t.dataDir)).toEqual([`seds/${id}.webm`]);
  });
});

describe('a server answering 500', () => {
  let t: TestApp;
  let boss: PgBoss | undefined;
  const engine = () => createOpenAiEngine({ url: broken.url, apiKey: KEY, model: MODEL });

  // No workers in the app: these tests drive the job by hand, then with the real workers, on a
  // queue handle of their own over the same database.
  beforeAll(async () => {
    t = await startTestApp(
      { SPEECH_ENGINE: 'openai', SPEECH_URL: broken.url, SPEECH_API_KEY: KEY },
      { ownDataDir: true },
    );
    boss = await startJobQueue(t.database, { error: () => {} });
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true, timeout: 5000 } as never);
    await t?.close();
  });

  it('each try fails, puts the SED back to pendiente with the error, and keeps it and its recording', async () => {
    const res = await postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
    const id = res.body.data.id as string;
    // Tried by hand here: its queued job goes, so the workers started below never see this SED.
    const [job] = await boss!.findJobs(SED_QUEUE, { key: id });
    await boss!.deleteJob(SED_QUEUE, job!.id);
    const storage = createLocalStorage(t.dataDir);
    const before = broken.requests.length;
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(transcribeSed(t.db, storage, engine(), id)).rejects.toThrow(/respondió 500/);
      expect(await sedRow(t.db, id)).toMatchObject({
        status: 'pendiente',
        transcription: null,
        total_words: null,
        feedback: null,
        error: expect.stringContaining('500'),
      });
      expect(await storedFiles(t.dataDir)).toContain(`seds/${id}.webm`);
    }
    expect(broken.requests.length - before).toBe(4);
    expect((await t.as('student2').get(`/api/seds/${id}`)).body.data.status).toBe('pendiente');
  });

  it("through pg-boss: the job retries retryLimit (3) times, then the dead letter marks the SED 'fallido'", async () => {
    const res = await postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
    const id = res.body.data.id as string;
    const jobs = boss!;

    // The job as the upload queued it: one per SED, with the queue's retry and heartbeat policy.
    const [job, ...others] = await jobs.findJobs(SED_QUEUE, { key: id });
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      data: { sedId: id },
      state: 'created',
      singletonKey: id,
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      heartbeatSeconds: 10,
      deadLetter: SED_DEAD_LETTER,
    });
    // Only the waits are shortened (5 s doubling → 1 s flat); the number of tries stays the queue's.
    const updated = await jobs.update(
      SED_QUEUE,
      { sedId: id },
      { singletonKey: id, retryDelay: 1, retryBackoff: false },
    );
    expect(updated.updated).toBe(1);

    const before = broken.requests.length;
    await startSedWorkers(jobs, t.db, createLocalStorage(t.dataDir), engine());
    const failed = await waitFor(
      () => sedRow(t.db, id),
      (row) => row?.status === 'fallido',
      45_000,
    );
    expect(failed).toMatchObject({
      status: 'fallido',
      transcription: null,
      total_words: null,
      error: expect.stringContaining('500'),
    });
    expect(broken.requests.length - before).toBe(4);
    const [final] = await jobs.findJobs(SED_QUEUE, { key: id });
    expect(final).toMatchObject({ state: 'failed', retryCount: 3 });
    expect(await storedFiles(t.dataDir)).toContain(`seds/${id}.webm`);
    expect((await t.as('student2').get(`/api/seds/${id}`)).body.data).toMatchObject({ id, status: 'fallido' });
    // The recording is kept and still served to its owner.
    const kept = await readFile(path.join(t.dataDir, 'uploads', 'seds', `${id}.webm`));
    expect(kept.length).toBeGreaterThan(1000);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/seds/${id}/audio`,
      headers: { authorization: `Bearer ${await t.token('student2')}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(kept)).toBe(true);
  });
});
