// Helpers for the SED tests: the multipart form the web app sends (spec part 1 §7: video_url +
// audio_file 'grabacion.webm'), what is stored (rows and files), and waiting for a job's outcome.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seds } from '../src/db/schema';
import type { Person, Reply, TestApp } from './app';

export const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
  /** Send the file part before the text fields (browsers keep the order they were appended in). */
  first?: boolean;
}

/** A multipart/form-data body built by hand, for app.inject. */
export function multipart(
  fields: Record<string, string>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----charla${randomBytes(8).toString('hex')}`;
  const text = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const binary = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'audio_file'}"; filename="${file.filename ?? 'grabacion.webm'}"\r\n` +
            `Content-Type: ${file.type ?? 'audio/webm;codecs=opus'}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = file?.first ? [...binary, ...text] : [...text, ...binary];
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface SedForm {
  videoUrl?: string;
  /** A file path to upload as audio_file; omitted → no audio part. */
  audio?: string;
  filename?: string;
  type?: string;
}

/** POST /api/seds as the web app sends it. */
export async function postSed(t: TestApp, who: Person | null, form: SedForm): Promise<Reply> {
  const fields: Record<string, string> = form.videoUrl === undefined ? {} : { video_url: form.videoUrl };
  const file = form.audio
    ? {
        data: await readFile(form.audio),
        ...(form.filename ? { filename: form.filename } : {}),
        ...(form.type ? { type: form.type } : {}),
      }
    : undefined;
  const { payload, headers } = multipart(fields, file);
  const client = who ? t.as(who) : t.anon;
  return client.raw({ method: 'POST', url: '/api/seds', payload, headers });
}

/** Every file under DATA_DIR/uploads (uploads/tmp included), relative to it. */
/**
 * Every file under DATA_DIR/uploads (temp files included), sorted. Walked by hand: Node's
 * `readdir({ recursive, withFileTypes })` has dropped nested entries (nodejs/node#48858, #51773).
 */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(path.relative(root, full));
    }
  };
  await walk(root);
  return found.sort();
}

export async function sedRow(db: Db, id: string) {
  const [row] = await db.select().from(seds).where(eq(seds.id, id));
  return row;
}

/** Polls `read` until `done` holds (or the deadline passes: then returns the last value read). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
}
