// SEDs end to end with the real components (DESIGN §8): a WebM/Opus recording made at test time is
// uploaded as the web app sends it, queued (pg-boss), decoded by ffmpeg and transcribed by the real
// pocketsphinx process; the student then reads it, lists it and plays its audio (with HTTP ranges).
import { execFile } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeSpeech, feedbackText, tokenize } from '@charla/domain/seds';
import { wavFileSeconds } from '../../audio/wav';
import { POCKETSPHINX_BIN } from '../../speech/pocketsphinx';
import { createAudioFixtures, decodeWav16k, probeSeconds, type AudioFixtures } from '../../../test/audio-fixtures';
import { startTestApp, type TestApp } from '../../../test/app';
import { postSed, sedRow, storedFiles, VIDEO_URL, waitFor } from '../../../test/seds';

const exec = promisify(execFile);
const MODEL = '/usr/share/pocketsphinx/model/en-us';

let t: TestApp;
let audio: AudioFixtures;

beforeAll(async () => {
  audio = await createAudioFixtures();
  // The server's set-up: workers on, the default engine (pocketsphinx is installed here).
  t = await startTestApp({}, { workers: true, ownDataDir: true });
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

/** What pocketsphinx itself hears in a recording, run here apart from the app: the expected lines. */
async function pocketsphinxHears(recording: string): Promise<{ lines: string[]; seconds: number }> {
  const wav = path.join(audio.dir, `${path.basename(recording)}.16k.wav`);
  await decodeWav16k(recording, wav);
  const seconds = await wavFileSeconds(wav);
  const { stdout } = await exec(POCKETSPHINX_BIN, [
    '-infile',
    wav,
    '-hmm',
    `${MODEL}/en-us`,
    '-lm',
    `${MODEL}/en-us.lm.bin`,
    '-dict',
    `${MODEL}/cmudict-en-us.dict`,
    '-logfn',
    '/dev/null',
  ]);
  await rm(wav);
  return {
    lines: stdout
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    seconds,
  };
}

const readSed = (id: string) => t.as('student2').get(`/api/seds/${id}`);

describe('a recording through upload, queue, ffmpeg and pocketsphinx', () => {
  let sedId: string;
  let uploaded: Buffer;
  let uploadedPath: string;

  it('reports the engine it transcribes with', async () => {
    const res = await t.anon.get('/api/health');
    expect(res.body.data.speech_engine).toBe('pocketsphinx');
  });

  it('answers 201 with the SED pending, then the job fills transcript, word count and feedback', async () => {
    const recording = await audio.speechWebm();
    uploadedPath = recording;
    uploaded = await readFile(recording);
    const res = await postSed(t, 'student2', { videoUrl: `  ${VIDEO_URL}  `, audio: recording });
    expect(res.status).toBe(201);
    sedId = res.body.data.id;
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        user_id: t.people.student2.id,
        user_name: expect.any(String),
        video_url: VIDEO_URL,
        audio_url: `/api/seds/${sedId}/audio`,
        audio_seconds: expect.any(Number),
        status: 'pendiente',
        transcription: null,
        total_words: null,
        feedback: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(res.body.data.audio_seconds).toBeCloseTo((await probeSeconds(recording))!, 2);

    const done = await waitFor(
      () => readSed(sedId),
      (r) => r.body.data?.status === 'listo',
      90_000,
    );
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('listo');

    const heard = await pocketsphinxHears(recording);
    const sed = done.body.data;
    expect(heard.lines.length).toBeGreaterThan(0);
    expect(sed.transcription).toBe(heard.lines.join('\n'));
    expect(sed.total_words).toBe(tokenize(sed.transcription).length);
    expect(sed.total_words).toBeGreaterThan(0);
    expect(sed.feedback).toBe(feedbackText(analyzeSpeech(heard.lines, heard.seconds)));
    expect(sed.audio_seconds).toBeCloseTo(heard.seconds, 3);

    const row = await sedRow(t.db, sedId);
    expect(row).toMatchObject({ status: 'listo', error: null, audio_file: `seds/${sedId}.webm` });
  });

  it('keeps the recording (its audio copied, not re-encoded) and leaves no temp file behind', async () => {
    const stored = path.join(t.dataDir, 'uploads', 'seds', `${sedId}.webm`);
    expect(await probeSeconds(stored)).toBeCloseTo((await probeSeconds(uploadedPath))!, 1);
    expect(Math.abs((await stat(stored)).size - uploaded.length)).toBeLessThan(uploaded.length * 0.1);
    expect(await storedFiles(t.dataDir)).toEqual([`seds/${sedId}.webm`]);
  });

  it('takes a streamed recording (no duration in its header) and lists both, newest first', async () => {
    const recording = await audio.streamedWebm();
    expect(await probeSeconds(recording)).toBeNull();
    const res = await postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: recording });
    expect(res.status).toBe(201);
    expect(res.body.data.audio_seconds).toBeGreaterThan(5);
    const second = res.body.data.id as string;
    // Stored with a duration the browser's player can show.
    expect(await probeSeconds(path.join(t.dataDir, 'uploads', 'seds', `${second}.webm`))).toBeCloseTo(
      res.body.data.audio_seconds,
      1,
    );
    const done = await waitFor(
      () => readSed(second),
      (r) => r.body.data?.status === 'listo',
      90_000,
    );
    expect(done.body.data.status).toBe('listo');
    expect(done.body.data.total_words).toBe(tokenize(done.body.data.transcription).length);

    const list = await t.as('student2').get('/api/seds?page_number=1&page_size=10');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ page_number: 1, page_size: 10 });
    expect(list.body.data.data.map((s: { id: string }) => s.id)).toEqual([second, sedId]);
    expect(list.body.data.data[1]).toEqual((await readSed(sedId)).body.data);
    expect((await t.as('student2').get('/api/seds?page_number=2&page_size=10')).body.data.data).toEqual([]);
  });
});

describe('GET /api/seds/{id}/audio', () => {
  let id: string;
  let bytes: Buffer;
  beforeAll(async () => {
    const recording = await audio.speechWebm();
    id = (await postSed(t, 'student3', { videoUrl: VIDEO_URL, audio: recording })).body.data.id;
    bytes = await readFile(path.join(t.dataDir, 'uploads', 'seds', `${id}.webm`));
  });

  /** The audio route through app.inject, keeping the raw bytes. */
  async function get(range?: string, who: 'student3' | 'admin' = 'student3') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/seds/${id}/audio`,
      headers: { authorization: `Bearer ${await t.token(who)}`, ...(range ? { range } : {}) },
    });
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    return {
      status: response.statusCode,
      headers: response.headers,
      raw: response.rawPayload,
      body: isJson ? response.json() : undefined,
    };
  }

  it('returns the exact bytes uploaded, as audio/webm', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.raw.equals(bytes)).toBe(true);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=0-0', 0, 0],
    ['bytes=-50', -50, -1],
    ['bytes=1000-', 1000, -1],
    ['bytes=20000-999999999', 20000, -1],
  ])('a Range %s answers 206 with that slice and its Content-Range', async (range, from, to) => {
    const start = from < 0 ? bytes.length + from : from;
    const end = to < 0 ? bytes.length - 1 : to;
    const res = await get(range);
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.raw.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=999999999-', 'bytes=500-100', 'bytes=-0', 'bytes=abc'])(
    'an unsatisfiable Range %s answers 416 in the error shape',
    async (range) => {
      const res = await get(range);
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(res.body).toEqual({ success: false, detail: 'Rango no válido' });
    },
  );

  it.each(['items=0-1', 'bytes=0-1,5-6'])(
    'a Range it does not serve (%s) is ignored: 200 with the whole file (RFC 9110 §14.2)',
    async (range) => {
      const res = await get(range);
      expect(res.status).toBe(200);
      expect(res.raw.equals(bytes)).toBe(true);
    },
  );

  it('admin can play it too', async () => {
    const res = await get(undefined, 'admin');
    expect(res.status).toBe(200);
    expect(res.raw.equals(bytes)).toBe(true);
  });
});

describe('who may see a SED (seeded roles, DESIGN §5)', () => {
  let id: string;
  beforeAll(async () => {
    // Mateo is on Básico (lunes, miércoles, viernes): move him to Intensivo so the test holds on any day.
    const plan = await t
      .as('admin')
      .patch(`/api/users/${t.people.student4.id}`, { plan_id: t.people.student2.plan_id });
    expect(plan.status).toBe(200);
    id = (await postSed(t, 'student4', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() })).body.data.id;
  });

  it('another student: 404 for the SED and its audio, absent from their list', async () => {
    for (const url of [`/api/seds/${id}`, `/api/seds/${id}/audio`]) {
      const res = await t.as('student1').get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ success: false, detail: 'SED no encontrado' });
    }
    const list = await t.as('student1').get('/api/seds?page_number=1&page_size=10');
    expect(list.body.data.data.map((s: { id: string }) => s.id)).not.toContain(id);
    expect(list.body.data.data.every((s: { user_id: string }) => s.user_id === t.people.student1.id)).toBe(true);
  });

  /** What an upload could leave: recordings and its temp files (this app's worker may be decoding a WAV meanwhile). */
  const uploadTraces = async () =>
    (await storedFiles(t.dataDir)).filter((file) => !(file.startsWith('tmp/') && file.endsWith('.wav')));

  it('tutors and content authors have no SED permission: 403 on the SED, its audio, the list and upload', async () => {
    for (const who of ['tutor1', 'tutor2', 'content'] as const) {
      for (const url of [`/api/seds/${id}`, `/api/seds/${id}/audio`, '/api/seds?page_number=1&page_size=10']) {
        const res = await t.as(who).get(url);
        expect(res.status, `${who} ${url}`).toBe(403);
        expect(res.body).toEqual({ success: false, detail: expect.stringMatching(/permiso/) });
      }
      const before = await uploadTraces();
      const post = await postSed(t, who, { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
      expect(post.status, who).toBe(403);
      expect(await uploadTraces()).toEqual(before);
    }
  });

  it('admin reads it and finds it in the list of every SED', async () => {
    const res = await t.as('admin').get(`/api/seds/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, user_id: t.people.student4.id });
    const list = await t.as('admin').get(`/api/seds?page_number=1&page_size=10&user_id=${t.people.student4.id}`);
    expect(list.body.data.data.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('without a token: 401 everywhere', async () => {
    for (const url of [`/api/seds/${id}`, `/api/seds/${id}/audio`, '/api/seds']) {
      expect((await t.anon.get(url)).status, url).toBe(401);
    }
  });
});
