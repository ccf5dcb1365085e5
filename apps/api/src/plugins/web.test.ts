// Serving the built web app (docs/decisions/016): the real app over a small fake dist folder with
// precompressed assets, asked the way a browser asks.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

const INDEX = `<!doctype html><html lang="es"><head><title>Charla</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(40)}</body></html>`;
const SCRIPT = `export const saludo = ${JSON.stringify('hola '.repeat(400))};\n`;
const PLAIN = 'export const x = 1;\n';
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../../src/secreto.ts'], mappings: 'AAAA'.repeat(300) });

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'charla-web-'));
  await mkdir(path.join(distDir, 'assets'));
  const compressed = async (file: string, text: string) => {
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  };
  await compressed(path.join(distDir, 'index.html'), INDEX);
  await compressed(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'small-Ef56Gh78.js'), PLAIN);
  // The build's hidden source maps, compressed beside the rest (scripts/compress.mjs).
  await compressed(path.join(distDir, 'assets', 'index-Ab12Cd34.js.map'), SOURCE_MAP);
  t = await startTestApp({ WEB_DIST: distDir });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('hashed assets', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
    ['gzip, deflate, br', brotliDecompressSync],
  ] as const)('come precompressed for accept-encoding: %s, cached for a year', async (accept, decompress) => {
    const res = await get('/assets/index-Ab12Cd34.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decompress(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('come as they are to a client that accepts no compression, or when no variant was built', async () => {
    for (const [url, body] of [
      ['/assets/index-Ab12Cd34.js', SCRIPT],
      ['/assets/small-Ef56Gh78.js', PLAIN],
    ] as const) {
      const res = await get(url, url.includes('small') ? 'br, gzip' : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.payload).toBe(body);
    }
  });

  it('never include the source maps: a JSON 404, whatever the encoding asked', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.map.br']) {
        const res = await get(url, encoding);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ success: false, detail: 'Archivo no encontrado' });
      }
    }
  });

  it('that are missing are a JSON 404, not the app', async () => {
    for (const url of ['/assets/index-OldHash1.js', '/assets/index-Ab12Cd34.js.br', '/assets', '/assets/x/y.css?v=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ success: false, detail: 'Archivo no encontrado' });
    }
  });
});

describe('pages', () => {
  it.each([
    '/',
    '/login',
    '/login?next=%2Fseds',
    '/seds/0190c3a5-7b1e-7000-8000-000000000001',
    '/admin/views/v1/edit',
    '/index.html',
  ])('%s is the app, revalidated on every visit', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.payload).toBe(INDEX);
  });

  it('come compressed too', async () => {
    const res = await get('/sesiones', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it.each(['/no-existe', '/seds/a/b/c', '/admin', '/SEDS/x/edit'])(
    '%s is no route of the app: HTTP 404 with the app',
    async (url) => {
      const res = await get(url, 'gzip');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX);
    },
  );

  it('answer HEAD with the same status', async () => {
    expect((await get('/seds', undefined, 'HEAD')).statusCode).toBe(200);
    expect((await get('/no-existe', undefined, 'HEAD')).statusCode).toBe(404);
  });
});

describe('what the app does not serve', () => {
  it.each([
    ['GET', '/api/no-existe'],
    ['GET', '/api'],
    ['GET', '/api?x=1'],
    ['POST', '/seds'],
    ['DELETE', '/no-existe'],
  ] as const)('%s %s is the JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, detail: 'Ruta no encontrada' });
  });

  // Answered before the body is read: whatever comes with it, a path that names nothing is a 404 (the
  // fuzz suite found PATCH /api/tutors/.. with `content-type: json` answered 415, and without a token).
  it.each([
    ['PATCH', '/api/tutors/..', 'json', ' :'],
    ['POST', '/api/no-existe', 'application/json', '{"roto'],
    ['PUT', '/no-existe', 'text/xml', '<a/>'],
  ] as const)('%s %s with a %s body is the JSON 404', async (method, url, type, payload) => {
    const res = await t.app.inject({ method, url, headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, detail: 'Ruta no encontrada' });
  });

  it('the API keeps its own routes', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });
});
