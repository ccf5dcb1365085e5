import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type AudioStorage } from './storage';

/** Files under DATA_DIR/uploads; incoming uploads under DATA_DIR/uploads/tmp (same filesystem). */
export function createLocalStorage(dataDir: string): AudioStorage {
  const root = path.resolve(dataDir, 'uploads');
  const tmp = path.join(root, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    tempPath: (extension) => path.join(tmp, `${randomUUID()}${extension}`),
    async putFile(key, sourcePath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(sourcePath, target);
    },
    async stat(key) {
      try {
        const info = await stat(fileOf(key));
        return { size: info.size };
      } catch {
        return undefined;
      }
    },
    read: (key, range) => createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {}),
    localPath: async (key) => fileOf(key),
    delete: (key) => rm(fileOf(key), { force: true }),
    async sweepTemp(olderThanMs) {
      const before = Date.now() - olderThanMs;
      let swept = 0;
      for (const name of await readdir(tmp)) {
        const file = path.join(tmp, name);
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile() && info.mtimeMs < before) {
          await rm(file, { force: true });
          swept++;
        }
      }
      return swept;
    },
  };
}
