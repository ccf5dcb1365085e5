// A multipart body that cannot be read (issue 8: an outside probe got 500s) is a 400 in Spanish on the
// upload route, and nothing is kept: no SED row, no file in storage or its temp folder.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seds } from '../src/db/schema';
import { MALFORMED_MULTIPART } from '../src/uploads/upload';
import { startTestApp, type TestApp } from './app';
import { storedFiles, VIDEO_URL } from './seds';

const TUESDAY = '2026-11-10T18:00:00Z';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: TUESDAY }, { ownDataDir: true });
});
afterAll(() => t?.close());

const B = 'charla-limite';
const field = `--${B}\r\nContent-Disposition: form-data; name="video_url"\r\n\r\n${VIDEO_URL}\r\n`;
const fileHead = `--${B}\r\nContent-Disposition: form-data; name="audio_file"; filename="grabacion.webm"\r\nContent-Type: audio/webm\r\n\r\n`;
const audioBytes = Buffer.alloc(64 * 1024, 7);
const whole = Buffer.concat([Buffer.from(field + fileHead), audioBytes, Buffer.from(`\r\n--${B}--\r\n`)]);

const cases: [string, string, Buffer][] = [
  ['no boundary', 'multipart/form-data', whole],
  ['an empty boundary', 'multipart/form-data; boundary=', whole],
  [
    'a part never closed',
    `multipart/form-data; boundary=${B}`,
    Buffer.concat([Buffer.from(field + fileHead), audioBytes]),
  ],
  [
    'data ending early, inside a part header',
    `multipart/form-data; boundary=${B}`,
    Buffer.from(`${field}--${B}\r\nContent-Disposition: form-da`),
  ],
];

describe('POST /api/seds with a malformed multipart body', () => {
  it.each(cases)('%s: 400 in Spanish, nothing stored', async (_name, contentType, payload) => {
    const [before] = await t.db.select({ n: count() }).from(seds);
    const res = await t
      .as('student2')
      .raw({ method: 'POST', url: '/api/seds', payload, headers: { 'content-type': contentType } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, detail: MALFORMED_MULTIPART });
    const [after] = await t.db.select({ n: count() }).from(seds);
    expect(after!.n).toBe(before!.n);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });
});
