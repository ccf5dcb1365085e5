// The audio stores against one contract: the local directory and an S3-compatible bucket (a real
// S3-protocol server, test/s3-server.ts). Keys become files or objects; reads serve byte ranges;
// temp files a dead process left behind are swept by age.
import { access, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { createLocalStorage } from './local';
import { createS3Storage, objectUrl, STORAGE_UNAVAILABLE } from './s3';
import type { AudioStorage } from './storage';

let dataDir: string;
let s3: TestS3;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-store-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const KEY = 'seds/01234567-89ab-7def-8123-456789abcdef.webm';
const tmpDir = () => path.join(dataDir, 'uploads', 'tmp');

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const stores: [string, () => AudioStorage][] = [
  ['local', () => createLocalStorage(dataDir)],
  ['s3', () => createS3Storage(s3.settings, dataDir)],
];

describe.each(stores)('the %s store', (_kind, make) => {
  it('takes a temp file under its key, reads it (whole or a byte range), copies it locally and deletes it', async () => {
    const storage = make();
    const temp = storage.tempPath('.upload');
    expect(path.dirname(temp)).toBe(tmpDir());
    await writeFile(temp, 'abcdefghij');
    await storage.putFile(KEY, temp);
    await expect(access(temp)).rejects.toThrow();
    expect(await storage.stat(KEY)).toEqual({ size: 10 });
    expect(await text(await storage.read(KEY))).toBe('abcdefghij');
    expect(await text(await storage.read(KEY, { start: 2, end: 4 }))).toBe('cde');
    expect(await text(await storage.read(KEY, { start: 9, end: 9 }))).toBe('j');

    const copy = await storage.localCopy(KEY);
    expect(await readFile(copy.path, 'utf8')).toBe('abcdefghij');
    await copy.release();
    await storage.delete(KEY);
    expect(await storage.stat(KEY)).toBeUndefined();
    expect(await readdir(tmpDir())).toEqual([]);
  });

  it('answers undefined for a key it does not hold, and deleting it is no error', async () => {
    const storage = make();
    const missing = 'seds/0badc0de-89ab-7def-8123-456789abcdef.webm';
    expect(await storage.stat(missing)).toBeUndefined();
    await expect(storage.delete(missing)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make', async () => {
    const storage = make();
    for (const key of [
      '../etc/passwd',
      'seds/../../x.webm',
      'seds/abc.webm',
      '/seds/01234567-89ab-7def-8123-456789abcdef.webm',
    ]) {
      await expect(storage.localCopy(key), key).rejects.toThrow(/clave de almacenamiento no válida/);
      await expect(storage.putFile(key, storage.tempPath('.x')), key).rejects.toThrow(
        /clave de almacenamiento no válida/,
      );
    }
  });

  it('sweeps temp files older than the given age, and only those', async () => {
    const storage = make();
    const old = storage.tempPath('.wav');
    const fresh = storage.tempPath('.upload');
    await writeFile(old, 'left by a killed process');
    await writeFile(fresh, 'an upload in progress');
    const sevenHoursAgo = new Date(Date.now() - 7 * 3600 * 1000);
    await utimes(old, sevenHoursAgo, sevenHoursAgo);
    expect(await storage.sweepTemp(6 * 3600 * 1000)).toBe(1);
    expect(await readdir(tmpDir())).toEqual([path.basename(fresh)]);
    expect(await storage.sweepTemp(6 * 3600 * 1000)).toBe(0);
    await rm(fresh);
  });
});

describe('the s3 store', () => {
  it('addresses objects path-style or virtual-hosted, on a given endpoint or on AWS', () => {
    const base = { region: 'eu-west-1', bucket: 'audio', accessKeyId: 'k', secretAccessKey: 's' };
    expect(objectUrl({ ...base, endpoint: 'http://127.0.0.1:9000/', pathStyle: true }, KEY)).toBe(
      `http://127.0.0.1:9000/audio/${KEY}`,
    );
    expect(objectUrl({ ...base, endpoint: 'https://store.example/s3', pathStyle: true }, KEY)).toBe(
      `https://store.example/s3/audio/${KEY}`,
    );
    expect(objectUrl({ ...base, endpoint: 'https://store.example', pathStyle: false }, KEY)).toBe(
      `https://audio.store.example/${KEY}`,
    );
    expect(objectUrl({ ...base, pathStyle: false }, KEY)).toBe(`https://audio.s3.eu-west-1.amazonaws.com/${KEY}`);
  });

  it('keeps the object in the bucket, not under DATA_DIR', async () => {
    const storage = createS3Storage(s3.settings, dataDir);
    const temp = storage.tempPath('.webm');
    await writeFile(temp, 'in the bucket');
    await storage.putFile(KEY, temp);
    await expect(access(path.join(dataDir, 'uploads', KEY))).rejects.toThrow();
    const response = await fetch(objectUrl(s3.settings, KEY));
    expect(await response.text()).toBe('in the bucket');
    await storage.delete(KEY);
  });

  it('a store that does not answer is a 503 with a Spanish message, and the upload keeps its temp file', async () => {
    const storage = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }, dataDir);
    const temp = storage.tempPath('.webm');
    await writeFile(temp, 'not stored');
    for (const attempt of [
      () => storage.putFile(KEY, temp),
      () => storage.stat(KEY),
      () => storage.read(KEY),
      () => storage.localCopy(KEY),
    ]) {
      const error = await attempt().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, detail: STORAGE_UNAVAILABLE });
    }
    expect(await readdir(tmpDir())).toEqual([path.basename(temp)]);
    await rm(temp);
  });

  it('an error answer from the store (no such bucket) is a 503 too', async () => {
    const storage = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' }, dataDir);
    const temp = storage.tempPath('.webm');
    await writeFile(temp, 'x');
    await expect(storage.putFile(KEY, temp)).rejects.toMatchObject({ status: 503 });
    await rm(temp);
  });

  describe('timing', () => {
    let server: Server;
    let endpoint: string;
    beforeAll(async () => {
      // /slow answers at once and sends its body over 600 ms; /silent never answers.
      server = createServer((req, res) => {
        if (req.url?.includes('/silent/')) return;
        res.writeHead(200, { 'content-length': '6' });
        res.write('abc');
        setTimeout(() => res.end('def'), 600);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('waits for an answer at most timeoutMs (503), but lets a body stream as long as it takes', async () => {
      const slow = createS3Storage({ ...s3.settings, endpoint, bucket: 'slow', timeoutMs: 200 }, dataDir);
      expect(await text(await slow.read(KEY))).toBe('abcdef');
      const silent = createS3Storage({ ...s3.settings, endpoint, bucket: 'silent', timeoutMs: 200 }, dataDir);
      await expect(silent.stat(KEY)).rejects.toMatchObject({ status: 503, detail: STORAGE_UNAVAILABLE });
    });
  });
});
