// Rate limits on login and register (DESIGN §5, docs/decisions/015-sign-in-limits.md): failures per
// (email, address) pair, counted in the database so two API processes on one database share the
// count; per IP, 3 × RATE_LIMIT_AUTH attempts whatever the emails.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { INVALID_CREDENTIALS_MESSAGE } from '@charla/domain/auth';
import { buildApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/app';
import { recordAnswers, type AnswerRecorder } from '../../../test/openapi-check';
import { createEmailLimiter } from './rate-limit';

let t: TestApp;
/** A second API process on the same database (its own memory, its own per-IP counts). */
let second: FastifyInstance;
/** Its answers, held to the OpenAPI document as test/app.ts holds the first's. */
let secondAnswers: AnswerRecorder;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH: '3' });
  second = await buildApp({
    config: t.config,
    database: t.database,
    jwtSecret: new TextEncoder().encode(t.config.JWT_SECRET!),
    observe: (app) => {
      secondAnswers = recordAnswers(app);
    },
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  expect(secondAnswers.count()).toBeGreaterThan(0);
  expect(secondAnswers.rest()).toEqual([]);
});

/** A login from `from` (an address of each test's own, so the per-IP limit never applies first). */
const login = (app: FastifyInstance, from: string, email: string, password = 'incorrecta') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: from,
  });

function expectRateLimited(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  windowSeconds = 60,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, detail: MESSAGES.rateLimited });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('failures per email and address, shared by every API process', () => {
  it('allows RATE_LIMIT_AUTH failures a minute across both processes, then 429 in Spanish with Retry-After', async () => {
    const from = '10.0.0.1';
    const email = 'admin@charla.test';
    const answers = [];
    for (const app of [t.app, second, t.app]) answers.push((await login(app, from, email)).statusCode);
    expect(answers).toEqual([401, 401, 401]);
    for (const app of [second, t.app]) expectRateLimited(await login(app, from, email));
    // Even the right password waits, from that address: the pair is limited, not only wrong guesses.
    expectRateLimited(await login(second, from, 'ADMIN@charla.test ', 'charla123'));
  });

  it("does not lock the account's owner out from another address", async () => {
    const email = 'tutor1@charla.test';
    for (let n = 0; n < 6; n++) await login(t.app, '10.0.1.1', email);
    expectRateLimited(await login(second, '10.0.1.1', email, 'charla123'));
    expect((await login(second, '10.0.1.2', email, 'charla123')).statusCode).toBe(200);
    expect((await login(t.app, '10.0.1.2', email)).statusCode).toBe(401);
  });

  it('counts only failures: successful sign-ins never reach the limit', async () => {
    const from = '10.0.2.1';
    const email = 'estudiante2@charla.test';
    for (let n = 0; n < 6; n++)
      expect((await login(n % 2 ? t.app : second, from, email, 'charla123')).statusCode).toBe(200);
    const answers = [];
    for (const password of ['incorrecta', 'incorrecta', 'charla123', 'incorrecta'])
      answers.push((await login(t.app, from, email, password)).statusCode);
    expect(answers).toEqual([401, 401, 200, 401]);
    expectRateLimited(await login(second, from, email));
  });

  it('counts refused registrations with the same email, and leaves other emails alone', async () => {
    const from = '10.0.3.1';
    const email = 'nueva.persona@charla.test';
    const register = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: from,
        payload: { name: 'Nueva Persona', email, password: 'una-clave-segura' },
      });
    expect((await register(t.app)).statusCode).toBe(200);
    expect((await register(second)).statusCode).toBe(409);
    expect((await login(t.app, from, email)).statusCode).toBe(401);
    expect((await register(t.app)).statusCode).toBe(409);
    expectRateLimited(await register(second));
    const other = await login(second, from, 'estudiante1@charla.test');
    expect(other.statusCode).toBe(401);
    expect(other.json().detail).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('opens a new window once the last one has passed, on the database clock', async () => {
    const limiter = createEmailLimiter(t.db, 1, 1000);
    await limiter.check('ventana@charla.test', '10.0.4.1');
    await expect(limiter.check('Ventana@charla.test', '10.0.4.1')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limiter.check('ventana@charla.test', '10.0.4.1')).resolves.toBeUndefined();
  });
});

describe('per IP', () => {
  it('allows 3 × RATE_LIMIT_AUTH attempts a minute from one address, whatever the emails, then 429', async () => {
    const from = (n: number) =>
      second.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `ip${n}@charla.test`, password: 'incorrecta' },
        remoteAddress: '10.9.9.9',
      });
    for (let n = 0; n < 9; n++) expect((await from(n)).statusCode).toBe(401);
    expectRateLimited(await from(9));
  });
});
