// Audio in an S3-compatible object store (DESIGN §1, STORAGE=s3): AWS S3, MinIO, Ceph, R2… spoken to
// over HTTP with SigV4-signed requests (aws4fetch). Uploads and ffmpeg's scratch files stay local
// (DATA_DIR/uploads/tmp); only finished recordings live in the bucket. A store that does not answer
// is a 503 with a Spanish message, never a half-written SED.
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { AppError } from '../lib/errors';
import { assertKey, type AudioStorage } from './storage';
import { createTempDir } from './temp';

export interface S3Settings {
  /** e.g. http://127.0.0.1:9000 for MinIO; unset → AWS (https://s3.<region>.amazonaws.com). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (…/bucket/key) instead of the host name (bucket.host/key). */
  pathStyle: boolean;
  /** How long the store may take to answer (default 30 s); a body then streams as long as it needs. */
  timeoutMs?: number;
}

export const STORAGE_UNAVAILABLE = 'El almacenamiento de audio no responde. Inténtalo de nuevo en un momento.';

const COPY_TIMEOUT_MS = 120_000;

const unavailable = (cause: unknown) => new AppError(503, STORAGE_UNAVAILABLE, { cause });

/** The object's URL, path-style or virtual-hosted; keys are server-made (assertKey), nothing to escape. */
export function objectUrl(settings: S3Settings, key: string): string {
  assertKey(key);
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const prefix = base.pathname.replace(/\/+$/, '');
  return settings.pathStyle
    ? `${base.protocol}//${base.host}${prefix}/${settings.bucket}/${key}`
    : `${base.protocol}//${settings.bucket}.${base.host}${prefix}/${key}`;
}

export function createS3Storage(settings: S3Settings, dataDir: string): AudioStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const temp = createTempDir(path.resolve(dataDir, 'uploads', 'tmp'));

  /**
   * One request; a network failure, no answer within the timeout or an answer not in `expected`
   * becomes the 503. The timeout ends with the answer's headers: playback streams a recording to the
   * browser at the pace of its player, for as long as that takes.
   */
  async function request(method: string, key: string, expected: number[], init: RequestInit = {}): Promise<Response> {
    const url = objectUrl(settings, key);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${method} ${key}: sin respuesta`)),
      settings.timeoutMs ?? 30_000,
    );
    let response: Response;
    try {
      response = await client.fetch(url, { ...init, method, signal: controller.signal });
    } catch (error) {
      throw unavailable(error);
    } finally {
      clearTimeout(timer);
    }
    if (!expected.includes(response.status)) {
      const body = await response.text().catch(() => '');
      throw unavailable(new Error(`S3 ${method} ${key}: ${response.status} ${body.slice(0, 300)}`));
    }
    return response;
  }

  const bodyOf = (response: Response) => Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);

  return {
    kind: 's3',
    ...temp,
    async putFile(key, sourcePath) {
      assertKey(key);
      // Recordings are bounded by MAX_AUDIO_BYTES: sent whole, with the payload hash in the signature.
      await request('PUT', key, [200], { body: await readFile(sourcePath), headers: { 'content-type': 'audio/webm' } });
      await rm(sourcePath, { force: true });
    },
    async stat(key) {
      const response = await request('HEAD', key, [200, 404]);
      if (response.status === 404) return undefined;
      return { size: Number(response.headers.get('content-length')) };
    },
    async read(key, range) {
      const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
      return bodyOf(await request('GET', key, range ? [206] : [200], { headers }));
    },
    async localCopy(key) {
      assertKey(key);
      const file = temp.tempPath('.webm');
      try {
        // A copy for ffmpeg is read at once; a store that stalls mid-body must not hold the job forever.
        await pipeline(bodyOf(await request('GET', key, [200])), createWriteStream(file), {
          signal: AbortSignal.timeout(COPY_TIMEOUT_MS),
        });
      } catch (error) {
        await rm(file, { force: true });
        throw error instanceof AppError ? error : unavailable(error);
      }
      return { path: file, release: () => rm(file, { force: true }) };
    },
    async delete(key) {
      await request('DELETE', key, [200, 204, 404]);
    },
  };
}
