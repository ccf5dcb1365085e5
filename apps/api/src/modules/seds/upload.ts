// Reads a multipart SED upload: the video_url field and the audio_file part, streamed to a temp file
// with the size limit enforced while streaming. The caller owns the temp file. An empty audio part
// counts as none.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@charla/domain/http';
import { AppError } from '../../lib/errors';
import type { AudioStorage } from '../../storage/storage';

export interface Upload {
  fields: Record<string, string>;
  /** Temp file of the audio part, if one was sent. */
  audioPath?: string;
}

export async function readUpload(request: FastifyRequest, storage: AudioStorage, fileField: string): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'Envía el formulario como multipart/form-data');
  const upload: Upload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || upload.audioPath) {
        part.file.resume();
        continue;
      }
      const target = storage.tempPath('.upload');
      upload.audioPath = target;
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw new AppError(413, MESSAGES.payloadTooLarge);
      // An empty part is no recording at all (the form's 'Por favor grabe un audio'), not a bad one.
      if ((await stat(target)).size === 0) {
        await rm(target, { force: true });
        delete upload.audioPath;
      }
    }
    return upload;
  } catch (error) {
    await discard(upload);
    throw error;
  }
}

export async function discard(upload: Upload): Promise<void> {
  if (upload.audioPath) await rm(upload.audioPath, { force: true });
}
