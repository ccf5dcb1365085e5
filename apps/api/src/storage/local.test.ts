// The local audio store: keys become files under DATA_DIR/uploads; temp files a dead process left
// behind are swept by age (several processes may share the folder, so age — not ownership — decides).
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-store-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('createLocalStorage', () => {
  it('stores a temp file under its key, reads it (whole or a byte range) and deletes it', async () => {
    const storage = createLocalStorage(dataDir);
    const temp = storage.tempPath('.upload');
    expect(path.dirname(temp)).toBe(path.join(dataDir, 'uploads', 'tmp'));
    await writeFile(temp, 'abcdefghij');
    const key = 'seds/01234567-89ab-7def-8123-456789abcdef.webm';
    await storage.putFile(key, temp);
    expect(await storage.stat(key)).toEqual({ size: 10 });
    const read = async (range?: { start: number; end: number }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of storage.read(key, range)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString();
    };
    expect(await read()).toBe('abcdefghij');
    expect(await read({ start: 2, end: 4 })).toBe('cde');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    expect(await readdir(path.join(dataDir, 'uploads', 'tmp'))).toEqual([]);
  });

  it('refuses keys it did not make', async () => {
    const storage = createLocalStorage(dataDir);
    for (const key of ['../etc/passwd', 'seds/../../x.webm', 'seds/abc.webm', '/seds/01234567-89ab-7def-8123-456789abcdef.webm']) {
      await expect(storage.localPath(key), key).rejects.toThrow(/clave de almacenamiento no válida/);
      await expect(storage.putFile(key, storage.tempPath('.x')), key).rejects.toThrow(/clave de almacenamiento no válida/);
    }
  });

  it('sweeps temp files older than the given age, and only those', async () => {
    const storage = createLocalStorage(dataDir);
    const old = storage.tempPath('.wav');
    const fresh = storage.tempPath('.upload');
    await writeFile(old, 'left by a killed process');
    await writeFile(fresh, 'an upload in progress');
    const sevenHoursAgo = new Date(Date.now() - 7 * 3600 * 1000);
    await utimes(old, sevenHoursAgo, sevenHoursAgo);
    expect(await storage.sweepTemp(6 * 3600 * 1000)).toBe(1);
    expect(await readdir(path.join(dataDir, 'uploads', 'tmp'))).toEqual([path.basename(fresh)]);
    expect(await storage.sweepTemp(6 * 3600 * 1000)).toBe(0);
    await rm(fresh);
  });
});
