// How API answers travel (issue 48, docs/decisions/034): JSON compressed for a client that accepts it and
// the same JSON otherwise, tiny answers as they are, recordings and their ranges never compressed, request
// bodies never decompressed, and no private answer stored by a browser or a proxy.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { DEMO_PASSWORD } from '../db/seed/people';
import { createAudioFixtures, type AudioFixtures } from '../../test/audio-fixtures';
import { PEOPLE, startTestApp, type Person, type TestApp } from '../../test/app';
import { postSed, VIDEO_URL } from '../../test/seds';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

// A Tuesday: student2's plan (Intensivo) takes a SED any day.
const TUESDAY = '2026-11-10T18:00:00Z';

let t: TestApp;
let audio: AudioFixtures;
let sedId: string;
let recording: Buffer;

beforeAll(async () => {
  audio = await createAudioFixtures();
  t = await startTestApp({ FIXED_NOW: TUESDAY }, { ownDataDir: true });
  const sent = await postSed(t, 'student2', { videoUrl: VIDEO_URL, audio: await audio.speechWebm() });
  expect(sent.status).toBe(201);
  sedId = sent.body.data.id;
  recording = await readFile(path.join(t.dataDir, 'uploads', 'seds', `${sedId}.webm`));
});
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

async function get(url: string, headers: Record<string, string> = {}, who: Person | null = 'admin') {
  const authorization = who ? { authorization: `Bearer ${await t.token(who)}` } : {};
  return t.app.inject({ method: 'GET', url, headers: { ...authorization, ...headers } });
}

describe('compression of API answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
    ['gzip, deflate, br', brotliDecompressSync],
  ] as const)(
    'a page of users for accept-encoding: %s, the same JSON once decompressed',
    async (accept, decompress) => {
      const plain = await get('/api/users?page_number=1&page_size=100');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
      const packed = await get('/api/users?page_number=1&page_size=100', { 'accept-encoding': accept });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decompress(packed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('the OpenAPI document, public, several times smaller', async () => {
    const plain = await get('/api/openapi.json', {}, null);
    const packed = await get('/api/openapi.json', { 'accept-encoding': 'br' }, null);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('an answer under the threshold goes as it is, errors included', async () => {
    for (const res of [
      await get('/api/ping', { 'accept-encoding': 'br, gzip' }, null),
      await get('/api/users', { 'accept-encoding': 'br, gzip' }, null),
    ]) {
      expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().success).toBeTypeOf('boolean');
    }
  });

  it('a recording is never compressed, whole or a range, and ranges keep their bytes', async () => {
    const url = `/api/seds/${sedId}/audio`;
    const accept = { 'accept-encoding': 'br, gzip' };
    const whole = await get(url, accept, 'student2');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Number(whole.headers['content-length'])).toBe(recording.length);
    expect(whole.rawPayload.equals(recording)).toBe(true);
    const part = await get(url, { ...accept, range: 'bytes=100-1199' }, 'student2');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1199/${recording.length}`);
    expect(part.rawPayload.equals(recording.subarray(100, 1200))).toBe(true);
  });

  it('a compressed request body is not decompressed: the JSON cannot be read (400)', async () => {
    const res = await t.anon.raw({
      method: 'POST',
      url: '/api/login',
      payload: gzipSync(JSON.stringify({ email: 'admin@charla.test', password: 'x' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, detail: MESSAGES.malformedJson });
  });
});

describe('Cache-Control', () => {
  it('no-store on private answers: a list, an item, a recording, refusals and errors', async () => {
    const answers = [
      await get('/api/sessions?page_number=1', {}, 'student2'),
      await get(`/api/users/${t.people.student2.id}`, {}, 'student2'),
      await get(`/api/seds/${sedId}/audio`, {}, 'student2'),
      await get(`/api/seds/${sedId}/audio`, { range: 'bytes=0-9' }, 'student2'),
      await get('/api/users', {}, null),
      await get(`/api/seds/${sedId}`, {}, 'student1'),
      await get('/api/no-existe', {}, 'student1'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 206, 401, 404, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('no-store on a token and on the public answers', async () => {
    const login = await t.anon.post('/api/login', { email: PEOPLE.student2, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/ping', '/api/health', '/api/openapi.json']) {
      expect((await get(url, {}, null)).headers['cache-control'], url).toBe('no-store');
    }
  });

  it("a route that says otherwise keeps its own: the tutors' blocked slots are revalidated by ETag", async () => {
    const res = await get(`/api/tutors/${t.people.tutor1.own_tutor_id}/blocked_slots`, {}, 'student2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await get(
      `/api/tutors/${t.people.tutor1.own_tutor_id}/blocked_slots`,
      { 'if-none-match': String(res.headers.etag) },
      'student2',
    );
    expect(again.statusCode).toBe(304);
  });
});
