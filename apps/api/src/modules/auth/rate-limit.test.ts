// Rate limits on login and register (DESIGN §5, docs/decisions/005-auth.md): per email, counted in the
// database so two API processes on one database share the count; per IP, 3 × RATE_LIMIT_AUTH.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { INVALID_CREDENTIALS_MESSAGE } from '@charla/domain/auth';
import { buildApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/app';
import { createEmailLimiter } from './rate-limit';

let t: TestApp;
/** A second API process on the same database (its own memory, its own per-IP counts). */
let second: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH: '3' });
  second = await buildApp({ config: t.config, database: t.database, jwtSecret: new TextEncoder().encode(t.config.JWT_SECRET!) });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A login from an address of its own, so only the per-email limit can apply. */
let address = 0;
const login = (app: FastifyInstance, email: string, password = 'incorrecta') => app.inject({
  method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: `10.0.0.${++address}`,
});

describe('per email, shared by every API process', () => {
  it('allows RATE_LIMIT_AUTH attempts a minute across both processes, then 429 in Spanish', async () => {
    const email = 'admin@charla.test';
    const answers = [];
    for (const app of [t.app, second, t.app]) answers.push((await login(app, email)).statusCode);
    expect(answers).toEqual([401, 401, 401]);
    for (const app of [second, t.app]) {
      const res = await login(app, email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, detail: MESSAGES.rateLimited });
    }
    // Even the right password waits: the limit is on the account, not on wrong guesses.
    expect((await login(second, 'ADMIN@charla.test ', 'charla123')).statusCode).toBe(429);
  });

  it('counts registrations with the same email, and leaves other emails alone', async () => {
    const email = 'nueva.persona@charla.test';
    const register = (app: FastifyInstance) => app.inject({
      method: 'POST', url: '/api/register', remoteAddress: `10.0.1.${++address}`,
      payload: { name: 'Nueva Persona', email, password: 'una-clave-segura' },
    });
    expect((await register(t.app)).statusCode).toBe(200);
    expect((await register(second)).statusCode).toBe(409);
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await register(second)).statusCode).toBe(429);
    const other = await login(second, 'estudiante1@charla.test');
    expect(other.statusCode).toBe(401);
    expect(other.json().detail).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('opens a new window once the last one has passed, on the database clock', async () => {
    const limiter = createEmailLimiter(t.db, 1, 1000);
    await limiter.check('ventana@charla.test');
    await expect(limiter.check('Ventana@charla.test')).rejects.toMatchObject({ status: 429 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limiter.check('ventana@charla.test')).resolves.toBeUndefined();
  });
});

describe('per IP', () => {
  it('allows 3 × RATE_LIMIT_AUTH attempts a minute from one address, whatever the emails, then 429', async () => {
    const from = (n: number) => second.inject({
      method: 'POST', url: '/api/login', payload: { email: `ip${n}@charla.test`, password: 'incorrecta' }, remoteAddress: '10.9.9.9',
    });
    for (let n = 0; n < 9; n++) expect((await from(n)).statusCode).toBe(401);
    const res = await from(9);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, detail: MESSAGES.rateLimited });
  });
});
