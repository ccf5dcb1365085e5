// Homework recordings with STORAGE=s3 (DESIGN §1, §12), like SED audio: the recording goes to the
// bucket and plays back from it in ranges; a refused upload puts nothing in the bucket, and a store
// that stops answering is a 503 with no submission row and the assignment still open.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { UNSUPPORTED_AUDIO } from '../../audio/probe';
import { assignments, lessonSubmissions, lessons } from '../../db/schema';
import { newId } from '../../lib/ids';
import { objectUrl, STORAGE_UNAVAILABLE } from '../../storage/s3';
import { createAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { startTestApp, type Reply, type TestApp } from '../../../test/app';
import { startTestS3, TEST_BUCKET, type TestS3 } from '../../../test/s3-server';
import { multipart, storedFiles } from '../../../test/seds';

let s3: TestS3;
let t: TestApp;
let audio: AudioFixtures;
beforeAll(async () => {
  audio = await createAudioFixtures();
  s3 = await startTestS3();
  t = await startTestApp(s3.env, { ownDataDir: true });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await audio?.remove();
});

/** Every key in the bucket (s3rver does not check signatures, so a plain ListObjectsV2 call reads it). */
async function bucketKeys(): Promise<string[]> {
  const response = await fetch(`${s3.endpoint}/${TEST_BUCKET}?list-type=2`);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
}

async function openAssignment(): Promise<string> {
  const lessonId = newId();
  await t.db.insert(lessons).values({ id: lessonId, title: 'En el bucket', task: 'Grábate' });
  const id = newId();
  await t.db.insert(assignments).values({ id, lesson_id: lessonId, user_id: t.people.student1.id });
  return id;
}

async function submit(id: string, file: string): Promise<Reply> {
  const { payload, headers } = multipart(
    { assignment_id: id },
    { data: await readFile(file), filename: SUBMISSION_FILE_NAME, type: 'audio/webm' },
  );
  return t.as('student1').raw({ method: 'POST', url: `/api/assignments/${id}/submissions`, payload, headers });
}

const submissionCount = async () => (await t.db.select({ n: count() }).from(lessonSubmissions))[0]!.n;

describe('homework recordings in an S3-compatible bucket', () => {
  let id: string;
  let key: string;

  it('a text file named grabacion.webm is refused: nothing in the bucket, no row', async () => {
    const text = `${audio.dir}/texto.webm`;
    const { writeFile } = await import('node:fs/promises');
    await writeFile(text, 'no soy un audio\n'.repeat(100));
    const target = await openAssignment();
    const res = await submit(target, text);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, detail: UNSUPPORTED_AUDIO });
    expect(await bucketKeys()).toEqual([]);
    expect(await submissionCount()).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('a recording goes into the bucket under submissions/, nothing left under DATA_DIR', async () => {
    id = await openAssignment();
    const res = await submit(id, await audio.speechWebm());
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.assignment_id, id));
    key = row!.audio_file;
    expect(await bucketKeys()).toEqual([key]);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('plays from the bucket as a byte range', async () => {
    const object = Buffer.from(await (await fetch(objectUrl(s3.settings, key))).arrayBuffer());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/assignments/${id}/audio`,
      headers: { authorization: `Bearer ${await t.token('tutor1')}`, range: 'bytes=10-29' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(object.subarray(10, 30))).toBe(true);
  });

  describe('when the store stops answering', () => {
    beforeAll(() => s3.stop());
    afterAll(() => s3.start());

    it('an upload is a 503 in Spanish: no row, the assignment still open, no file left behind', async () => {
      const target = await openAssignment();
      const before = await submissionCount();
      const res = await submit(target, await audio.speechWebm());
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, detail: STORAGE_UNAVAILABLE });
      expect(await submissionCount()).toBe(before);
      const [row] = await t.db.select().from(assignments).where(eq(assignments.id, target));
      expect(row!.completed_at).toBeNull();
      expect(await storedFiles(t.dataDir)).toEqual([]);
    });
  });

  it('removing the assignment deletes the object from the bucket', async () => {
    expect((await t.as('tutor1').delete(`/api/assignments/${id}`)).status).toBe(200);
    expect(await bucketKeys()).toEqual([]);
  });
});
