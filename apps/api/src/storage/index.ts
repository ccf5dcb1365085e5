// The store STORAGE names (DESIGN §12): the local directory by default, or an S3-compatible bucket.
import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { AudioStorage } from './storage';

export function createStorage(config: Config): AudioStorage {
  if (config.STORAGE === 'local') return createLocalStorage(config.DATA_DIR);
  return createS3Storage(
    {
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      pathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    },
    config.DATA_DIR,
  );
}
