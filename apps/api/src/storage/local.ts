import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type AudioStorage } from './storage';
import { createTempDir } from './temp';

/** Files under DATA_DIR/uploads; incoming uploads under DATA_DIR/uploads/tmp (same filesystem). */
export function createLocalStorage(dataDir: string): AudioStorage {
  const root = path.resolve(dataDir, 'uploads');
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    ...createTempDir(path.join(root, 'tmp')),
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
    read: async (key, range) => createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {}),
    // The stored file itself: nothing to release.
    localCopy: async (key) => ({ path: fileOf(key), release: async () => {} }),
    delete: (key) => rm(fileOf(key), { force: true }),
  };
}
