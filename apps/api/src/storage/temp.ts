// Incoming uploads and scratch files (DATA_DIR/uploads/tmp), the same for every store: ffmpeg and the
// upload parser need real files. Temp files a dead process left behind are swept by age (several
// processes may share the folder, so age, not ownership, decides).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export function createTempDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  return {
    tempPath: (extension: string) => path.join(dir, `${randomUUID()}${extension}`),
    async sweepTemp(olderThanMs: number): Promise<number> {
      const before = Date.now() - olderThanMs;
      let swept = 0;
      for (const name of await readdir(dir)) {
        const file = path.join(dir, name);
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
