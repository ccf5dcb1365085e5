// SEDs (DESIGN §8): upload with every check before anything is kept — URL, audio content, the plan's
// submission days — then store the audio, insert the SED as pending and enqueue its transcription,
// in that order; a failure at any step leaves no row and no file.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { canSubmitSedAt, listWeekdaysPluralEs } from '@charla/domain/sed-days';
import { MAX_SED_SECONDS, SED_MESSAGES, VideoUrl } from '@charla/domain/seds';
import type { Actor } from '../../access/actor';
import { assertGrantAllows, authorize, grantCondition } from '../../access/guard';
import type { Db } from '../../db/client';
import { plans, seds, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { parseOrThrow } from '../../lib/validation';
import type { AudioStorage } from '../../storage/storage';
import { checkRecording, storeRecording } from '../../uploads/recording';
import type { Upload } from '../../uploads/upload';
import { sedAccessColumns, sedColumns } from './columns';
import { SED_NOT_FOUND } from './resource';

const SedFields = z.object({ video_url: VideoUrl });
const RECORDING = { field: 'audio_file', maxSeconds: MAX_SED_SECONDS, missingMessage: SED_MESSAGES.recordAudio };

export interface SedQueue {
  enqueue(sedId: string): Promise<void>;
}

/** 409 naming the allowed days in Spanish when today (display zone) is not one of the plan's. */
export async function assertSubmissionDay(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ name: plans.name, days: plans.sed_submission_days })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.plan_id))
    .where(eq(users.id, userId));
  if (!row?.name)
    throw conflict(
      'Tu cuenta no tiene un plan asignado. Pide a tu administrador que te asigne uno para poder enviar SEDs.',
    );
  const days = row.days ?? [];
  if (listWeekdaysPluralEs(days) === '') throw conflict(`Tu plan ${row.name} no incluye el envío de SEDs.`);
  if (!canSubmitSedAt(days, now)) {
    throw conflict(
      `Hoy no puedes enviar SEDs: tu plan ${row.name} permite enviarlos los ${listWeekdaysPluralEs(days)}.`,
    );
  }
}

/** What sedColumns projects: the row without its storage key and error, with the audio's URL. */
export type SedRow = Omit<typeof seds.$inferSelect, 'audio_file' | 'error'> & { audio_url: string };

export function createSedService(
  db: Db,
  storage: AudioStorage,
  queue: SedQueue,
  now: () => Date,
  maxAudioBytes: number,
) {
  return {
    /** The stored audio of a SED the caller may read (404 otherwise, revealing nothing). */
    async audio(actor: Actor, id: string) {
      const grant = authorize(actor, 'seds', 'read', 'seds', 'read');
      const [row] = await db
        .select({ key: seds.audio_file })
        .from(seds)
        .where(and(eq(seds.id, id), grantCondition(grant, sedAccessColumns)));
      if (!row) throw notFound(SED_NOT_FOUND);
      const file = await storage.stat(row.key);
      if (!file) throw notFound('El audio de este SED ya no está disponible');
      return { key: row.key, size: file.size };
    },

    /** Takes ownership of the upload's temp file: it is stored or deleted, never left behind. */
    async create(actor: Actor, upload: Upload) {
      const grant = authorize(actor, 'seds', 'create', 'seds', 'create');
      // Parsed as the form's field so a 422 names it (loc ['body', 'video_url']), like every other form.
      const { video_url } = parseOrThrow(SedFields, { video_url: upload.fields.video_url ?? '' });
      const audio = await checkRecording(upload, RECORDING);
      await assertSubmissionDay(db, actor.id, now());
      const id = newId();
      const row = {
        id,
        user_id: actor.id,
        video_url,
        audio_file: `seds/${id}.webm`,
        audio_seconds: audio.seconds,
        status: 'pendiente',
      };
      assertGrantAllows(grant, row);

      await storeRecording(storage, audio, row.audio_file);
      try {
        await db.insert(seds).values(row);
      } catch (error) {
        await storage.delete(row.audio_file);
        throw error;
      }
      // Read before enqueueing: a worker may take the job at once, and the answer is the SED as created.
      const [created] = await db.select(sedColumns).from(seds).where(eq(seds.id, id));
      try {
        await queue.enqueue(id);
      } catch (error) {
        await db.delete(seds).where(eq(seds.id, id));
        await storage.delete(row.audio_file);
        throw new AppError(
          503,
          'No se pudo poner el SED en la cola de procesamiento. Inténtalo de nuevo en un momento.',
          { cause: error },
        );
      }
      return created!;
    },

    maxAudioBytes,
  };
}

export type SedService = ReturnType<typeof createSedService>;
