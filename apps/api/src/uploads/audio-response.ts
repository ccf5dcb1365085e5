// Sends stored audio with HTTP range support (seeking in the browser's player); shared by every
// route that plays a recording back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies } from '../lib/route-docs';
import type { AudioStorage } from '../storage/storage';

const AUDIO_TYPE = 'audio/webm';
const recording = (description: string) => ({
  description,
  content: { [AUDIO_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** What a playback route answers (its `response` schemas): the recording, a range of it, or why not. */
export const AUDIO_REPLIES = {
  200: recording('La grabación entera (audio/webm, WebM/Opus)'),
  206: recording('El rango pedido con Range: bytes=… (Content-Range dice cuál)'),
  // The store (S3) may fail once the recording is found.
  ...errorReplies(416, 503),
};

export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  // RFC 9110 §14.2: a Range in a unit other than bytes is ignored (the whole file is sent); so is a
  // multi-range request, which this server does not serve (browsers' players ask for one range).
  if (!header || !/^bytes=/i.test(header.trim()) || header.includes(',')) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

export async function sendAudio(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: AudioStorage,
  file: { key: string; size: number },
) {
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, file.size);
  if (range === 'invalid') {
    // The error body is JSON: with the audio type set, Fastify could not serialise it (a 500).
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .send({ success: false, detail: 'Rango no válido' });
  }
  // Opened before any audio header is set: a store that fails here answers its JSON error.
  const body = await storage.read(file.key, range);
  // Like every private answer, never stored (plugins/security: no-store): a voice on a shared computer.
  reply.header('content-type', AUDIO_TYPE);
  if (!range) return reply.header('content-length', file.size).send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}
