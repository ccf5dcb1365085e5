// Reading aloud, assessed (issue 49, decision 036): homework for a lesson with a passage is heard by the
// real pocketsphinx against that passage in a durable job, and the assignment then carries the result
// word by word; a lesson without a passage gets no reading; a passage the engine cannot hear (French
// with the English acoustic model) is 'unavailable' with a Spanish reason; the job stores one result
// however often it runs, and readings left pending are queued again at a restart.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_FILE_NAME } from '@charla/domain/assignments';
import { READING_MESSAGES, type Reading } from '@charla/domain/reading';
import { lessonSubmissions } from '../../db/schema';
import { createPocketsphinx } from '../../speech/pocketsphinx';
import { createAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { startTestApp, type Person, type TestApp } from '../../../test/app';
import { VIDEO } from '../../../test/learning-world';
import { multipart, waitFor } from '../../../test/seds';
import { startJobQueue } from '../../jobs/queue';
import { createStorage } from '../../storage/index';
import { assessReading, createReadingQueues, requeuePendingReadings } from './reading-worker';

const exec = promisify(execFile);
const PASSAGE =
  'The little fox lived at the edge of a quiet forest. Every morning she walked to the river to drink cold ' +
  'water and watch the birds. One day she found a small boat tied to an old tree.';
const PASSAGE_WORDS = PASSAGE.split(' ').length;

let t: TestApp;
let audio: AudioFixtures;
let reading: string;
beforeAll(async () => {
  audio = await createAudioFixtures();
  // espeak-ng reads the passage as written; ffmpeg makes it the WebM/Opus a browser sends.
  const wav = path.join(audio.dir, 'passage.wav');
  reading = path.join(audio.dir, 'passage.webm');
  await exec('espeak-ng', ['-v', 'en-us+m3', '-s', '150', '-w', wav, PASSAGE]);
  await exec('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', reading]);
  t = await startTestApp({}, { ownDataDir: true, workers: true });
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

/** A lesson written by the content author, assigned to student1 by the admin. */
async function assignedLesson(fields: { reading_text?: string; reading_language?: string }): Promise<string> {
  const lesson = await t.as('content').post('/api/lessons', {
    title: 'Lectura del zorro',
    video_url: VIDEO,
    task: 'Lee el texto en voz alta',
    ...fields,
  });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  const assignment = await t
    .as('admin')
    .post('/api/assignments', { lesson_id: lesson.body.data.id, user_id: t.people.student1.id });
  expect(assignment.status, JSON.stringify(assignment.body)).toBe(201);
  return assignment.body.data.id as string;
}

async function submit(id: string, file: string) {
  const { payload, headers } = multipart(
    { assignment_id: id },
    { data: await readFile(file), filename: SUBMISSION_FILE_NAME, type: 'audio/webm;codecs=opus' },
  );
  return t.as('student1').raw({ method: 'POST', url: `/api/assignments/${id}/submissions`, payload, headers });
}

const readingOf = async (id: string, who: Person = 'student1'): Promise<Reading | null> =>
  (await t.as(who).get(`/api/assignments/${id}`)).body.data.reading;
const finished = (id: string) =>
  waitFor(
    () => readingOf(id),
    (r) => r?.status !== 'pending',
    90_000,
    500,
  );

describe('a homework reading of a passage', () => {
  let id: string;
  let result: Reading | null;
  beforeAll(async () => {
    id = await assignedLesson({ reading_text: PASSAGE });
    const sent = await submit(id, reading);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({
      reading_text: PASSAGE,
      reading_language: 'en',
      reading: { status: 'pending' },
    });
    result = await finished(id);
  }, 120_000);

  it('is assessed word by word against the passage', () => {
    expect(result?.status).toBe('done');
    const passage = result!.words!.filter((w) => w.status !== 'inserted');
    expect(passage.map((w) => w.text)).toEqual(PASSAGE.split(' '));
    // A clean reading: nearly every word heard where it was expected, with its time in the recording.
    expect(result!.accuracy).toBeGreaterThanOrEqual(85);
    const correct = passage.filter((w) => w.status === 'correct');
    expect(correct.length / PASSAGE_WORDS).toBeCloseTo(result!.accuracy! / 100, 2);
    for (const word of correct) expect(word.end!).toBeGreaterThan(word.start!);
    expect(result!.duration_seconds).toBeGreaterThan(5);
    const minutes = result!.duration_seconds! / 60;
    expect(result!.words_correct_per_minute).toBeCloseTo(correct.length / minutes, 0);
  });

  it('is shown to the student, their tutor and admins, and to no other student', async () => {
    expect(await readingOf(id, 'tutor1')).toEqual(result);
    expect(await readingOf(id, 'admin')).toEqual(result);
    expect((await t.as('student2').get(`/api/assignments/${id}`)).status).toBe(404);
  });

  it('keeps the passage it was made for when the lesson changes later', async () => {
    const [row] = await t.db
      .select({ text: lessonSubmissions.reading_text })
      .from(lessonSubmissions)
      .where(eq(lessonSubmissions.assignment_id, id));
    expect(row!.text).toBe(PASSAGE);
  });
});

describe('where there is nothing to assess', () => {
  it('a lesson without a passage gets no reading', async () => {
    const id = await assignedLesson({});
    const sent = await submit(id, await audio.speechWebm());
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ reading_text: null, reading: null });
    const [row] = await t.db
      .select({ reading: lessonSubmissions.reading, text: lessonSubmissions.reading_text })
      .from(lessonSubmissions)
      .where(eq(lessonSubmissions.assignment_id, id));
    expect(row).toEqual({ reading: null, text: null });
  });

  it('a French passage is unavailable with a Spanish reason, never a made-up result', async () => {
    const id = await assignedLesson({
      reading_text: 'Le petit renard vivait au bord de la forêt.',
      reading_language: 'fr',
    });
    expect((await submit(id, reading)).status).toBe(201);
    expect(await finished(id)).toEqual({ status: 'unavailable', reason: READING_MESSAGES.unavailableLanguage });
  });
});

describe('the job', () => {
  async function pendingSubmission(): Promise<{ id: string; submissionId: string }> {
    const id = await assignedLesson({ reading_text: 'Every morning she walked to the river.' });
    expect((await submit(id, await audio.speechWebm())).status).toBe(201);
    const [row] = await t.db
      .select({ id: lessonSubmissions.id })
      .from(lessonSubmissions)
      .where(eq(lessonSubmissions.assignment_id, id));
    return { id, submissionId: row!.id };
  }

  it('stores one result however often it runs', async () => {
    const { id, submissionId } = await pendingSubmission();
    const first = await finished(id);
    expect(first?.status).toBe('done');
    // Run again by hand, twice at once: a finished reading is never written again.
    const engine = createPocketsphinx();
    await t.db
      .update(lessonSubmissions)
      .set({ reading: { status: 'done', accuracy: 12.5 } })
      .where(eq(lessonSubmissions.id, submissionId));
    await Promise.all([
      assessReading(t.db, createStorage(t.config), engine, submissionId),
      assessReading(t.db, createStorage(t.config), engine, submissionId),
    ]);
    expect(await readingOf(id)).toEqual({ status: 'done', accuracy: 12.5 });
  });

  it('a reading left pending with no job is queued again when a process starts, and finished', async () => {
    const { id, submissionId } = await pendingSubmission();
    expect((await finished(id))?.status).toBe('done');
    // As if the job were lost: pending again, nothing queued. A starting process (its own queue client)
    // finds it; the running workers finish it.
    await t.db
      .update(lessonSubmissions)
      .set({ reading: { status: 'pending' } })
      .where(eq(lessonSubmissions.id, submissionId));
    const boss = await startJobQueue(t.database, { error: () => undefined });
    try {
      expect(await requeuePendingReadings(t.db, await createReadingQueues(boss))).toBe(1);
      expect((await finished(id))?.status).toBe('done');
    } finally {
      await boss.stop({ graceful: false, close: true } as never);
    }
  });
});
