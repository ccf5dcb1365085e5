// POST /api/seds refuses what it must (DESIGN §8; spec part 1 §5) with the right status and a
// Spanish detail, and a refused upload leaves nothing behind: no row in seds and no file under
// DATA_DIR/uploads (uploads/tmp included). Recordings are made at test time (test/audio-fixtures).
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { SED_MESSAGES, VIDEO_URL_MESSAGE } from '@charla/domain/seds';
import { UNSUPPORTED_AUDIO } from '../../audio/probe';
import { seds } from '../../db/schema';
import { createAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { startTestApp, type Person, type Reply, type TestApp } from '../../../test/app';
import { multipart, postSed, sedRow, storedFiles, VIDEO_URL, waitFor, type SedForm } from '../../../test/seds';

// A Tuesday (display zone America/Mexico_City): Básico (MONDAY/WEDNESDAY/FRIDAY, students 1 and 4)
// may not send, Francés (TUESDAY/THURSDAY, student 5) and Intensivo (every day, students 2 and 3) may.
const TUESDAY = '2026-11-10T18:00:00Z';

let t: TestApp;
let audio: AudioFixtures;

beforeAll(async () => {
  audio = await createAudioFixtures();
  t = await startTestApp({ FIXED_NOW: TUESDAY }, { ownDataDir: true });
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

async function stored(app: TestApp) {
  const [row] = await app.db.select({ n: count() }).from(seds);
  return { rows: row!.n, files: await storedFiles(app.dataDir) };
}

/** Sends `send`, expects `status` + `detail`, and that the database and the upload folder are as before. */
async function expectRefused(app: TestApp, send: () => Promise<Reply>, status: number, detail: unknown) {
  const before = await stored(app);
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, detail });
  expect(await stored(app)).toEqual(before);
  return res;
}

const audioIssue = (msg: string) => [{ loc: ['body', 'audio_file'], msg, type: 'value_error' }];
const post = (form: SedForm, who: Person | null = 'student2', app = t) => postSed(app, who, form);

describe('what is not a WebM/Opus recording: 415, nothing stored', () => {
  it.each([
    ['random bytes named .webm, declared audio/webm', 'randomBytes', 'audio/webm;codecs=opus'],
    ['a WAV declared audio/webm', 'speechWav', 'audio/webm'],
    ['an OGG/Opus file', 'oggOpus', 'audio/ogg'],
    ['Opus in Matroska (DocType matroska)', 'matroskaOpus', 'audio/webm'],
    ['a WebM with a video track', 'videoWebm', 'video/webm'],
  ] as const)('%s', async (_name, fixture, type) => {
    const file = await audio[fixture]();
    await expectRefused(t, () => post({ videoUrl: VIDEO_URL, audio: file, type }), 415, UNSUPPORTED_AUDIO);
  });

  it('judges by content: the real recording is taken whatever its declared type and name', async () => {
    const res = await post({
      videoUrl: VIDEO_URL,
      audio: await audio.speechWebm(),
      type: 'application/octet-stream',
      filename: 'x.bin',
    });
    expect(res.status).toBe(201);
    expect((await sedRow(t.db, res.body.data.id))?.status).toBe('pendiente');
  });
});

describe('longer than 10 minutes: 422 on audio_file, nothing stored', () => {
  it('with the duration in the header', async () => {
    await expectRefused(
      t,
      async () => post({ videoUrl: VIDEO_URL, audio: await audio.longWebm() }),
      422,
      audioIssue('El audio dura más de 10 minutos. Graba uno más corto.'),
    );
  });

  it('written as a stream, the duration only in its packets (how MediaRecorder files come)', async () => {
    await expectRefused(
      t,
      async () => post({ videoUrl: VIDEO_URL, audio: await audio.longStreamedWebm() }),
      422,
      audioIssue('El audio dura más de 10 minutos. Graba uno más corto.'),
    );
  });
});

describe('the form fields', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a scheme', 'www.youtube.com/watch?v=abc'],
    ['another scheme', 'ftp://example.com/video'],
    ['javascript:', 'javascript:alert(1)'],
    ['with a space', 'https://exa mple.com'],
  ])('a video URL %s: 422 with the spec message, nothing stored', async (_name, videoUrl) => {
    const res = await expectRefused(
      t,
      async () => post({ ...(videoUrl === undefined ? {} : { videoUrl }), audio: await audio.speechWebm() }),
      422,
      [expect.objectContaining({ msg: VIDEO_URL_MESSAGE })],
    );
    expect(res.body.detail[0].loc).toEqual(['body', 'video_url']);
  });

  it('the recording sent before a bad URL: 422, and the recording read first is not kept', async () => {
    const data = await readFile(await audio.speechWebm());
    const { payload, headers } = multipart({ video_url: 'youtube' }, { data, first: true });
    await expectRefused(t, () => t.as('student2').raw({ method: 'POST', url: '/api/seds', payload, headers }), 422, [
      { loc: ['body', 'video_url'], msg: VIDEO_URL_MESSAGE, type: 'custom' },
    ]);
  });

  it("no audio part: 422 'Por favor grabe un audio'", async () => {
    await expectRefused(t, () => post({ videoUrl: VIDEO_URL }), 422, audioIssue(SED_MESSAGES.recordAudio));
  });

  it("an empty audio part is no recording: 422 'Por favor grabe un audio', nothing stored", async () => {
    await expectRefused(
      t,
      async () => post({ videoUrl: VIDEO_URL, audio: await audio.empty(), type: 'audio/webm' }),
      422,
      audioIssue(SED_MESSAGES.recordAudio),
    );
  });

  it('the recording under another field name is not taken for the audio (and not kept)', async () => {
    const data = await readFile(await audio.speechWebm());
    const { payload, headers } = multipart({ video_url: VIDEO_URL }, { field: 'file', data });
    await expectRefused(
      t,
      () => t.as('student2').raw({ method: 'POST', url: '/api/seds', payload, headers }),
      422,
      audioIssue(SED_MESSAGES.recordAudio),
    );
  });

  it('a JSON body: 415, the form must be multipart', async () => {
    await expectRefused(
      t,
      () => t.as('student2').post('/api/seds', { video_url: VIDEO_URL, audio_file: 'x' }),
      415,
      'Envía el formulario como multipart/form-data',
    );
  });

  it('no token: 401, nothing stored', async () => {
    await expectRefused(
      t,
      async () => post({ videoUrl: VIDEO_URL, audio: await audio.speechWebm() }, null),
      401,
      MESSAGES.unauthenticated,
    );
  });
});

describe("the plan's SED days (display zone)", () => {
  it('Básico on a Tuesday: 409 naming its days in Spanish, nothing stored', async () => {
    const res = await expectRefused(
      t,
      async () => post({ videoUrl: VIDEO_URL, audio: await audio.speechWebm() }, 'student1'),
      409,
      'Hoy no puedes enviar SEDs: tu plan Básico permite enviarlos los lunes, miércoles y viernes.',
    );
    expect(res.body.detail).toContain('lunes, miércoles y viernes');
  });

  it('Francés (martes y jueves) on the same Tuesday: 201', async () => {
    const res = await post({ videoUrl: VIDEO_URL, audio: await audio.speechWebm() }, 'student5');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ user_id: t.people.student5.id, status: 'pendiente' });
    expect(await storedFiles(t.dataDir)).toContain(`seds/${res.body.data.id}.webm`);
  });

  it('Básico late on a Wednesday in Mexico City (already Thursday in UTC): 201', async () => {
    const wednesday = await startTestApp({ FIXED_NOW: '2026-11-12T05:30:00Z' }, { ownDataDir: true });
    try {
      const res = await post({ videoUrl: VIDEO_URL, audio: await audio.speechWebm() }, 'student1', wednesday);
      expect(res.status).toBe(201);
      expect(res.body.data.user_id).toBe(wednesday.people.student1.id);
    } finally {
      await wednesday.close();
    }
  });
});

describe('an upload cut off mid-way (the browser closed, the network dropped)', () => {
  it('leaves no partial temp file and no row', async () => {
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const before = await stored(t);
    const { payload, headers } = multipart(
      { video_url: VIDEO_URL },
      { data: await readFile(await audio.speechWebm()) },
    );
    const socket = connect(Number(base.port), base.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/seds HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: Bearer ${await t.token('student2')}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length - 5000));
    // The audio part is being written to a temp file…
    const writing = await waitFor(
      () => storedFiles(t.dataDir),
      (files) => files.some((f) => f.startsWith('tmp/')),
      10_000,
      20,
    );
    expect(writing.filter((f) => f.startsWith('tmp/'))).toHaveLength(1);
    // …when the connection drops.
    socket.destroy();
    expect(
      await waitFor(
        () => stored(t),
        (now) => now.files.length === before.files.length,
        10_000,
      ),
    ).toEqual(before);
  });
});

describe('MAX_AUDIO_BYTES', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ MAX_AUDIO_BYTES: '8192' }, { ownDataDir: true });
  });
  afterAll(() => small?.close());

  it('a recording over the limit: 413, nothing stored (the partial temp file is gone)', async () => {
    const file = await audio.speechWebm();
    expect((await readFile(file)).length).toBeGreaterThan(8192);
    await expectRefused(
      small,
      () => post({ videoUrl: VIDEO_URL, audio: file }, 'student2', small),
      413,
      MESSAGES.payloadTooLarge,
    );
  });

  it('the same over a real socket, a large body streamed by fetch: 413, nothing stored', async () => {
    const base = await small.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('video_url', VIDEO_URL);
    form.append(
      'audio_file',
      new Blob([await readFile(await audio.speechWebm()), Buffer.alloc(4 * 1024 * 1024)], { type: 'audio/webm' }),
      'grabacion.webm',
    );
    await expectRefused(
      small,
      async () => {
        const response = await fetch(`${base}/api/seds`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${await small.token('student2')}` },
        });
        return { status: response.status, body: await response.json(), headers: {} };
      },
      413,
      MESSAGES.payloadTooLarge,
    );
  });
});

describe('SPEECH_ENGINE=none: SEDs wait, the server says so', () => {
  let none: TestApp;
  beforeAll(async () => {
    none = await startTestApp({ SPEECH_ENGINE: 'none' }, { workers: true, ownDataDir: true });
  });
  afterAll(() => none?.close());

  it("reports speech_engine 'none' and leaves an uploaded SED pending with its audio kept", async () => {
    expect((await none.anon.get('/api/health')).body.data).toMatchObject({ status: 'ok', speech_engine: 'none' });
    const res = await post({ videoUrl: VIDEO_URL, audio: await audio.speechWebm() }, 'student2', none);
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    // A worker would take it within a poll (1 s); give it several and see it still waiting.
    const seen = await waitFor(
      () => sedRow(none.db, id),
      (row) => row?.status !== 'pendiente',
      3000,
    );
    expect(seen).toMatchObject({
      status: 'pendiente',
      transcription: null,
      total_words: null,
      feedback: null,
      error: null,
    });
    expect((await none.as('student2').get(`/api/seds/${id}`)).body.data.status).toBe('pendiente');
    expect(await storedFiles(none.dataDir)).toEqual([`seds/${id}.webm`]);
  });
});
