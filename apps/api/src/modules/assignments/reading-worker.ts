// The reading assessment job (issue 49, decision 036): a homework recording made for a lesson with a
// passage is decoded, heard by the speech engine against that passage and aligned with it word by word
// (@charla/domain/reading); the result lands on the submission's `reading`. The same queue as SEDs:
// retried with backoff, picked up again after a restart, and idempotent — only a reading still
// 'pending' is written, so a job that runs twice stores one result.
import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { PlanLanguage } from '@charla/domain/plans';
import { alignReading, passageWords, READING_MESSAGES, type Reading } from '@charla/domain/reading';
import { decodeToWav16k } from '../../audio/decode';
import { wavFileSeconds } from '../../audio/wav';
import type { Db } from '../../db/client';
import { lessonSubmissions } from '../../db/schema';
import { type PgBoss, SPEECH_JOB_OPTIONS } from '../../jobs/queue';
import type { SpeechEngine } from '../../speech/index';
import type { AudioStorage } from '../../storage/storage';

export const READING_QUEUE = 'reading-assessment';
export const READING_DEAD_LETTER = 'reading-assessment-failed';

export interface ReadingJob {
  submissionId: string;
}

export interface ReadingQueue {
  enqueue(submissionId: string): Promise<void>;
}

const stillPending = sql`${lessonSubmissions.reading} ->> 'status' = 'pending'`;

/** Writes the reading of a submission whose reading is still pending (a second run writes nothing). */
async function storeReading(db: Db, submissionId: string, reading: Reading): Promise<void> {
  await db
    .update(lessonSubmissions)
    .set({ reading })
    .where(and(eq(lessonSubmissions.id, submissionId), stillPending));
}

/** Hears and scores one submission's reading; a missing or finished one is left as it is. */
export async function assessReading(
  db: Db,
  storage: AudioStorage,
  engine: SpeechEngine | null,
  submissionId: string,
): Promise<void> {
  const [row] = await db
    .select({
      audio_file: lessonSubmissions.audio_file,
      reading: lessonSubmissions.reading,
      text: lessonSubmissions.reading_text,
      language: lessonSubmissions.reading_language,
    })
    .from(lessonSubmissions)
    .where(eq(lessonSubmissions.id, submissionId));
  if (!row?.text || row.reading?.status !== 'pending') return;
  if (!engine) {
    await storeReading(db, submissionId, { status: 'unavailable', reason: READING_MESSAGES.noEngine });
    return;
  }
  const wav = storage.tempPath('.wav');
  try {
    const recording = await storage.localCopy(row.audio_file);
    try {
      await decodeToWav16k(recording.path, wav);
    } finally {
      await recording.release();
    }
    const seconds = await wavFileSeconds(wav);
    const passage = passageWords(row.text);
    const tokens = passage.flatMap((word) => word.tokens);
    const hearing = await engine.hearPassage(wav, seconds, tokens, (row.language ?? 'en') as PlanLanguage);
    const reading: Reading =
      'unavailable' in hearing
        ? { status: 'unavailable', reason: hearing.unavailable }
        : { status: 'done', ...alignReading(passage, hearing.heard) };
    await storeReading(db, submissionId, reading);
  } finally {
    await rm(wav, { force: true });
  }
}

export async function createReadingQueues(boss: PgBoss): Promise<ReadingQueue> {
  await boss.createQueue(READING_DEAD_LETTER, {});
  await boss.createQueue(READING_QUEUE, { ...SPEECH_JOB_OPTIONS, deadLetter: READING_DEAD_LETTER });
  return {
    async enqueue(submissionId) {
      // One job queued or active per submission (policy 'exclusive' + singletonKey).
      await boss.send(READING_QUEUE, { submissionId } satisfies ReadingJob, { singletonKey: submissionId });
    },
  };
}

/** Workers of this process; with no speech engine they answer 'unavailable' rather than leave readings waiting. */
export async function startReadingWorkers(
  boss: PgBoss,
  db: Db,
  storage: AudioStorage,
  engine: SpeechEngine | null,
  concurrency = 1,
) {
  await boss.work<ReadingJob>(
    READING_QUEUE,
    { localConcurrency: concurrency, pollingIntervalSeconds: 1 },
    async ([job]) => {
      await assessReading(db, storage, engine, job!.data.submissionId);
    },
  );
  await boss.work<ReadingJob>(READING_DEAD_LETTER, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await storeReading(db, job!.data.submissionId, { status: 'failed', reason: READING_MESSAGES.failed });
  });
}

/** After a restart: readings still pending get their job back (a no-op where one is queued or active). */
export async function requeuePendingReadings(db: Db, queue: ReadingQueue): Promise<number> {
  const waiting = await db.select({ id: lessonSubmissions.id }).from(lessonSubmissions).where(stillPending);
  for (const { id } of waiting) await queue.enqueue(id);
  return waiting.length;
}
