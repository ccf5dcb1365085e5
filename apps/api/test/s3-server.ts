// A real S3-protocol server for the tests (s3rver: the S3 REST API over a local folder), since no
// object store can be installed on this machine. It speaks the same HTTP the store sends to AWS or
// MinIO: signed PUT/HEAD/GET with Range/DELETE. It does not check signatures, so wrong credentials
// are not tested here.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/storage/s3';

export const TEST_BUCKET = 'charla-audio';

export interface TestS3 {
  endpoint: string;
  settings: S3Settings;
  /** STORAGE=s3 configuration for startTestApp. */
  env: Record<string, string>;
  /** Stops answering (connections refused) without deleting the objects; start() brings it back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'charla-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET }],
    });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    bucket: TEST_BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pathStyle: true,
    timeoutMs: 5_000,
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    endpoint,
    settings,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
    start,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
