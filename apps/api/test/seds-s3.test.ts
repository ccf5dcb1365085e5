// SEDs with STORAGE=s3 (DESIGN §1, §12): the recording goes to the bucket, the worker reads it back
// for ffmpeg and pocketsphinx, playback streams ranges from the bucket; a store that stops answering
// turns uploads and playback into a 503 with nothing half-written. The bucket is a real S3-protocol
// server (test/s3-server.ts); the rest is the app as the server builds it.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '@charla/domain/seds';
import { seds } from '../src/db/schema';
import { objectUrl, STORAGE_UNAVAILABLE } from '../src/storage/s3';
import { startTestApp, type TestApp } from './app';
import { createAudioFixtures, type AudioFixtures } from './audio-fixtures';
import { startTestS3, type TestS3 } from './s3-server';
import { postSed, storedFiles, VIDEO_URL, waitFor } from './seds';

let s3: TestS3;
let t: TestApp;
let audio: AudioFixtures;
let token: string;
let id: string;

beforeAll(async () => {
  audio = await createAudioFixtures();
  s3 = await startTestS3();
  t = await startTestApp(s3.env, { workers: true, ownDataDir: true });
  token = await t.token('student2');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await audio?.remove();
});

const inBucket = async (id: string) => {
  const response = await fetch(objectUrl(s3.settings, `seds/${id}.webm`));
  return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
};
const sedCount = async () =>
  (await t.db.select({ n: count() }).from(seds).where(eq(seds.user_id, t.people.student2.id)))[0]!.n;
const playAs = (range?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/seds/${id}/audio`,
    headers: { authorization: `Bearer ${token}`, ...(range ? { range } : {}) },
  });

describe('a SED stored in an S3-compatible bucket', () => {
  it('is reported by /api/health', async () => {
    expect((await t.anon.get('/api/health')).body.data.storage).toBe('s3');
  });

  it('uploads into the bucket, nothing under DATA_DIR but the temp folder', async () => {
    const res = await postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
    expect(res.status).toBe(201);
    id = res.body.data.id;
    expect((await inBucket(id))?.length).toBeGreaterThan(1000);
    expect(await storedFiles(t.dataDir)).not.toContain(`seds/${id}.webm`);
  });

  it('is transcribed by the worker from the bucket, its local copy removed afterwards', async () => {
    const done = await waitFor(
      () => t.as('student2').get(`/api/seds/${id}`),
      (r) => r.body.data?.status === 'listo',
      90_000,
    );
    expect(done.body.data.status).toBe('listo');
    expect(done.body.data.total_words).toBeGreaterThan(0);
    expect(done.body.data.total_words).toBe(tokenize(done.body.data.transcription).length);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('plays from the bucket, whole or as a byte range', async () => {
    const object = (await inBucket(id))!;
    const whole = await playAs();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(object)).toBe(true);
    const part = await playAs('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${object.length}`);
    expect(part.rawPayload.equals(object.subarray(100, 200))).toBe(true);
  });

  it('another student gets 404 for its audio, without the bucket being asked', async () => {
    const res = await t.as('student1').get(`/api/seds/${id}/audio`);
    expect(res.status).toBe(404);
  });

  describe('when the store stops answering', () => {
    beforeAll(() => s3.stop());
    afterAll(() => s3.start());

    it('an upload is a 503 in Spanish: no row, no file left behind', async () => {
      const before = await sedCount();
      const res = await postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, detail: STORAGE_UNAVAILABLE });
      expect(await sedCount()).toBe(before);
      expect(await storedFiles(t.dataDir)).toEqual([]);
    });

    it('playback is a 503 in Spanish, not a broken stream', async () => {
      const res = await playAs();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, detail: STORAGE_UNAVAILABLE });
    });
  });

  it('plays again once the store is back', async () => {
    const res = await playAs('bytes=0-9');
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals((await inBucket(id))!.subarray(0, 10))).toBe(true);
  });
});
