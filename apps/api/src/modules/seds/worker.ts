// The transcription job: decode with ffmpeg, transcribe, analyse, store — idempotent, so a job that
// runs again after its worker died yields exactly one result. Failures retry with backoff; after the
// last one the dead-letter handler marks the SED `fallido`.
import { rm } from 'node:fs/promises';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { analyzeSpeech, feedbackText, transcriptText } from '@charla/domain/seds';
import { decodeToWav16k } from '../../audio/decode';
import { wavFileSeconds } from '../../audio/wav';
import type { Db } from '../../db/client';
import { seds } from '../../db/schema';
import { type PgBoss, SPEECH_JOB_OPTIONS } from '../../jobs/queue';
import { sedProcessedItem } from '../../notify/messages';
import { inboxOnlyNotifier, type Notifier } from '../../notify/notifier';
import type { SpeechEngine } from '../../speech/index';
import type { AudioStorage } from '../../storage/storage';
import type { SedQueue } from './service';

export const SED_QUEUE = 'sed-transcription';
export const SED_DEAD_LETTER = 'sed-transcription-failed';

export interface SedJob {
  sedId: string;
}

export async function transcribeSed(
  db: Db,
  storage: AudioStorage,
  engine: SpeechEngine,
  sedId: string,
  notifier: Notifier = inboxOnlyNotifier,
): Promise<void> {
  const [sed] = await db
    .select({ status: seds.status, audio_file: seds.audio_file })
    .from(seds)
    .where(eq(seds.id, sedId));
  if (!sed || sed.status === 'listo') return;
  await db
    .update(seds)
    .set({ status: 'procesando' })
    .where(and(eq(seds.id, sedId), ne(seds.status, 'listo')));
  const wav = storage.tempPath('.wav');
  try {
    const recording = await storage.localCopy(sed.audio_file);
    try {
      await decodeToWav16k(recording.path, wav);
    } finally {
      await recording.release();
    }
    const seconds = await wavFileSeconds(wav);
    const { segments } = await engine.transcribe(wav, seconds);
    // Gone before the SED is 'listo': whoever sees it ready sees no temp file left behind.
    await rm(wav, { force: true });
    const analysis = analyzeSpeech(segments, seconds);
    // The student is told in the same transaction that makes it 'listo', once (docs/decisions/024).
    const pending = await db.transaction(async (tx) => {
      const [ready] = await tx
        .update(seds)
        .set({
          status: 'listo',
          transcription: transcriptText(segments),
          total_words: analysis.total_words,
          feedback: feedbackText(analysis),
          audio_seconds: seconds,
          error: null,
        })
        .where(and(eq(seds.id, sedId), ne(seds.status, 'listo')))
        .returning({ id: seds.id, user_id: seds.user_id, created_at: seds.created_at });
      return ready ? notifier.store(tx, [sedProcessedItem(ready)]) : [];
    });
    await notifier.emailsPending(pending);
  } catch (error) {
    await db
      .update(seds)
      .set({ status: 'pendiente', error: String((error as Error).message ?? error).slice(0, 1000) })
      .where(and(eq(seds.id, sedId), ne(seds.status, 'listo')));
    throw error;
  } finally {
    await rm(wav, { force: true });
  }
}

export const SED_QUEUE_OPTIONS = { ...SPEECH_JOB_OPTIONS, deadLetter: SED_DEAD_LETTER };

export async function createSedQueues(boss: PgBoss): Promise<SedQueue> {
  await boss.createQueue(SED_DEAD_LETTER, {});
  await boss.createQueue(SED_QUEUE, SED_QUEUE_OPTIONS);
  return {
    async enqueue(sedId) {
      // One job queued or active per SED (policy 'exclusive' + singletonKey): sending twice is harmless.
      await boss.send(SED_QUEUE, { sedId } satisfies SedJob, { singletonKey: sedId });
    },
  };
}

/** Workers of this process; every process may run them. */
export async function startSedWorkers(
  boss: PgBoss,
  db: Db,
  storage: AudioStorage,
  engine: SpeechEngine,
  concurrency = 1,
  notifier: Notifier = inboxOnlyNotifier,
) {
  await boss.work<SedJob>(SED_QUEUE, { localConcurrency: concurrency, pollingIntervalSeconds: 1 }, async ([job]) => {
    await transcribeSed(db, storage, engine, job!.data.sedId, notifier);
  });
  await boss.work<SedJob>(SED_DEAD_LETTER, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await db
      .update(seds)
      .set({ status: 'fallido' })
      .where(and(eq(seds.id, job!.data.sedId), ne(seds.status, 'listo')));
  });
}

/** After a restart: SEDs still waiting get their job back (a no-op where one is queued or active). */
export async function requeueWaitingSeds(db: Db, queue: SedQueue): Promise<number> {
  const waiting = await db
    .select({ id: seds.id })
    .from(seds)
    .where(inArray(seds.status, ['pendiente', 'procesando']));
  for (const { id } of waiting) await queue.enqueue(id);
  return waiting.length;
}
