// Requests Node's HTTP parser refuses before any route runs (issue 8): the answer keeps the API's one
// error shape, in Spanish. Sent over a raw socket, since app.inject never goes through the parser.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Writes `raw` and reads until the server closes the connection. */
function send(raw: string, to = port): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    // Every case here is answered within seconds; a server that keeps waiting fails the test.
    socket.setTimeout(5000, () => socket.destroy(new Error('el servidor no respondió')));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, body = ''] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined });
    });
    socket.write(raw);
  });
}

describe('errors answered before a route runs', () => {
  it('headers too large: 431', async () => {
    const res = await send(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ success: false, detail: 'Las cabeceras de la solicitud son demasiado grandes' });
  });

  it.each([
    ['a broken request line', 'ESTO NO ES HTTP\r\n\r\n'],
    [
      'a Content-Length that is no number',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    ],
    [
      'two different Content-Lengths',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
    ],
    [
      'Content-Length beside chunked encoding',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('%s: 400', async (_name, raw) => {
    const res = await send(raw);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, detail: 'La solicitud HTTP está mal formada' });
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(res.body)));
  });

  it('a well-formed request on the same server is answered as usual', async () => {
    const res = await send('GET /api/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});

describe('a client that stops sending', () => {
  let slow: TestApp;
  let slowPort: number;
  beforeAll(async () => {
    slow = await startTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    slowPort = (slow.app.server.address() as AddressInfo).port;
  });
  afterAll(() => slow?.close());

  it('is answered 408 in Spanish and its connection closed once the request timeout passes', async () => {
    const started = Date.now();
    // The headers promise 100 bytes of body; one arrives, then nothing.
    const res = await send(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      slowPort,
    );
    expect(res.status).toBe(408);
    expect(res.body).toEqual({ success: false, detail: 'La solicitud tardó demasiado en llegar' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
