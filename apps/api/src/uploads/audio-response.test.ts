// Playback when the store fails between finding the recording and opening it (an object store that
// goes away mid-request): the answer is the JSON error, with no audio type and nothing cacheable.
// The store here is a stand-in that only fails on read; the real S3 path is in test/seds-s3.test.ts.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import errors from '../plugins/errors';
import { STORAGE_UNAVAILABLE } from '../storage/s3';
import type { AudioStorage } from '../storage/storage';
import { sendAudio } from './audio-response';

const failingRead = {
  read: async () => {
    throw new AppError(503, STORAGE_UNAVAILABLE);
  },
} as unknown as AudioStorage;

describe('sendAudio', () => {
  it.each([undefined, 'bytes=0-9'])(
    'answers a read failure (Range %s) as a 503 JSON error, not cached',
    async (range) => {
      const app = Fastify();
      await app.register(errors);
      app.get('/audio', (request, reply) => sendAudio(request, reply, failingRead, { key: 'seds/x.webm', size: 100 }));
      const res = await app.inject({ method: 'GET', url: '/audio', headers: range ? { range } : {} });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, detail: STORAGE_UNAVAILABLE });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBeUndefined();
      await app.close();
    },
  );
});
