// Reading a multipart upload (a recording and a few text fields), shared by every upload route: the
// file part is streamed to a temp file with the size limit enforced while streaming, and a body that
// cannot be read as multipart is a 400 with nothing kept. The caller owns the temp file.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@charla/domain/http';
import { AppError } from '../lib/errors';
import type { AudioStorage } from '../storage/storage';

export const MALFORMED_MULTIPART = 'El formulario enviado está incompleto o dañado. Envíalo de nuevo.';

export interface Upload {
  fields: Record<string, string>;
  /** Temp file of the audio part, if one was sent. */
  audioPath?: string;
}

/**
 * Multipart parsing for the routes `register` adds, in a scope of their own (the JSON API has none):
 * one file of at most `maxFileBytes`, a few short text fields.
 */
export async function withUploads(
  parent: FastifyInstance,
  maxFileBytes: number,
  register: (app: FastifyInstance) => void,
) {
  await parent.register(async (app) => {
    await app.register(multipart, {
      limits: { fileSize: maxFileBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
      fileHwm: PART_BUFFER_BYTES,
    });
    register(app);
  });
}

/**
 * The parser's buffer per part (busboy's fileHwm, its part streams' high-water mark). A part the parser
 * skips (no form-data Content-Disposition, a name or file name with a bare line break) is drained by
 * the parser itself, but @fastify/busboy 3.2.6 stops for good when more than this arrives for such a
 * part in one chunk and the part ends in a later one: the request was never answered. A socket hands
 * over at most 64 KiB at a time, so 1 MiB keeps that from happening; an upload's file part is still
 * written to disk as it arrives.
 */
const PART_BUFFER_BYTES = 1024 * 1024;

/** Codes of a body that ended or broke off early: the client's request, not the server, failed. */
const BROKEN_BODY = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * An error of the multipart parser itself: no boundary, a part never closed, data ending early.
 * The parser's own errors carry no code; the plugin's (limits: 413) do and keep their meaning.
 */
function asBodyError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && !BROKEN_BODY.has(code)) return error;
  return new AppError(400, MALFORMED_MULTIPART, { cause: error });
}

/** The request's parts, with the parser's failures turned into the 400 (errors of the caller's loop are untouched). */
async function* readParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw asBodyError(error);
  }
}

export async function readUpload(request: FastifyRequest, storage: AudioStorage, fileField: string): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'Envía el formulario como multipart/form-data');
  const upload: Upload = { fields: {} };
  try {
    for await (const part of readParts(request)) {
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
      // A failure to write the temp file (a full disk) is no client error; anything else breaking the
      // copy is the body's. The part may already be destroyed with the parser's error when this code
      // gets it (a short body is parsed to its broken end at once), and the pipeline hands that error
      // on to the temp file: only a write error the part did not have first is the disk's.
      const temp = createWriteStream(target);
      let diskFailed: unknown;
      temp.once('error', (error) => {
        if (error !== part.file.errored) diskFailed = error;
      });
      await pipeline(part.file, temp).catch((error: unknown) => {
        throw error === diskFailed ? error : asBodyError(error);
      });
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

async function discard(upload: Upload): Promise<void> {
  if (upload.audioPath) await rm(upload.audioPath, { force: true });
}

/**
 * Runs `use` with the upload and removes its temp file before returning: the caller sends the answer
 * after this, so no temp file outlives the request it came with.
 */
export async function usingUpload<R>(upload: Upload, use: (upload: Upload) => Promise<R>): Promise<R> {
  try {
    return await use(upload);
  } finally {
    await discard(upload);
  }
}
