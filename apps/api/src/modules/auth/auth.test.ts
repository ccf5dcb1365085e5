import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { INVALID_CREDENTIALS_MESSAGE, DUPLICATE_EMAIL_MESSAGE } from '@charla/domain/auth';
import { ADMIN_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('answers a token with the listed claims', async () => {
    const res = await t.anon.post('/api/login', { email: 'admin@charla.test', password: 'charla123', name: '' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const claims = decodeJwt(res.body.token);
    expect(claims).toMatchObject({
      sub: t.people.admin.id,
      id: t.people.admin.id,
      role_id: ADMIN_ROLE_ID,
      role_name: 'admin',
      plan_id: null,
    });
    expect(claims.granted_resources).toHaveLength(11);
    expect(claims.tutor_id).toBeUndefined();
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);
  });

  it("puts tutor_id only in a tutor's token, not in a student's with an assigned tutor", async () => {
    const tutor = await t.anon.post('/api/login', { email: 'TUTOR1@charla.test', password: 'charla123' });
    expect(decodeJwt(tutor.body.token)).toMatchObject({
      role_id: TUTOR_ROLE_ID,
      tutor_id: t.people.tutor1.own_tutor_id,
    });
    const student = await t.anon.post('/api/login', { email: 'estudiante1@charla.test', password: 'charla123' });
    const claims = decodeJwt(student.body.token);
    expect(claims.role_id).toBe(STUDENT_ROLE_ID);
    expect(claims.tutor_id).toBeUndefined();
    expect(claims.plan_id).toBe(t.people.student1.plan_id);
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await t.anon.post('/api/login', { email: 'nadie@charla.test', password: 'charla123' });
    const wrong = await t.anon.post('/api/login', { email: 'admin@charla.test', password: 'incorrecta' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, detail: INVALID_CREDENTIALS_MESSAGE });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('validates the body with Spanish messages', async () => {
    const res = await t.anon.post('/api/login', { email: 'no-es-correo' });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'email'], msg: 'Correo electrónico no válido' }),
        expect.objectContaining({ loc: ['body', 'password'] }),
      ]),
    );
  });
});

describe('POST /api/register', () => {
  it('creates a student and signs them in', async () => {
    const res = await t.anon.post('/api/register', {
      email: 'nueva@ejemplo.com',
      password: 'segura123',
      name: 'Nueva Persona',
    });
    expect(res.status).toBe(200);
    const claims = decodeJwt(res.body.token);
    expect(claims.role_id).toBe(STUDENT_ROLE_ID);
    const me = await t.as({ id: String(claims.sub) }).get(`/api/users/${claims.sub}`);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ name: 'Nueva Persona', email: 'nueva@ejemplo.com', lesson_level: 0 });
    expect(me.body.data.password_hash).toBeUndefined();
  });

  it('refuses a duplicate email whatever its case with 409', async () => {
    const res = await t.anon.post('/api/register', { email: 'Admin@Charla.test', password: 'segura123', name: 'Otra' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, detail: DUPLICATE_EMAIL_MESSAGE });
  });

  it('requires the name', async () => {
    const res = await t.anon.post('/api/register', { email: 'sin-nombre@ejemplo.com', password: 'segura123' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'name'], msg: 'El nombre es obligatorio' });
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, tampered, expired or other-algorithm token with 401', async () => {
    const good = await t.token('student1');
    const [header, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: t.people.admin.id, exp: 9999999999 })).toString('base64url')}.${good.split('.')[2]}`;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(t.people.student1.id)
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123'));
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer abc.def.ghi',
      `Bearer ${none}`,
      `Bearer ${tampered}`,
      `Bearer ${expired}`,
      `Basic ${good}`,
    ]) {
      const res = await t.anon.raw({
        method: 'GET',
        url: `/api/users/${t.people.student1.id}`,
        headers: authorization ? { authorization } : {},
      });
      expect(res.status, authorization).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuses a token without exp, or whose exp is beyond TOKEN_TTL from its iat or from now, with 401', async () => {
    const ttl = t.config.TOKEN_TTL;
    const now = Math.floor(Date.now() / 1000);
    const secret = new TextEncoder().encode(t.config.JWT_SECRET!);
    const signed = (times: { iat?: number; exp?: number }) => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(t.people.student1.id);
      if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
      if (times.exp !== undefined) jwt.setExpirationTime(times.exp);
      return jwt.sign(secret);
    };
    const get = async (token: string) =>
      (
        await t.anon.raw({
          method: 'GET',
          url: `/api/users/${t.people.student1.id}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    const refused = {
      'no exp': await signed({ iat: now }),
      'no exp, no iat': await signed({}),
      'exp a day beyond TOKEN_TTL from iat': await signed({ iat: now, exp: now + ttl + 86_400 }),
      'exp beyond TOKEN_TTL from now, no iat': await signed({ exp: now + ttl + 86_400 }),
      'iat in the future, exp TOKEN_TTL after it': await signed({
        iat: now + 10 * 365 * 86_400,
        exp: now + 10 * 365 * 86_400 + ttl,
      }),
    };
    for (const [name, token] of Object.entries(refused)) expect(await get(token), name).toBe(401);
    // The longest lifetime allowed, signed by hand, still works.
    expect(await get(await signed({ iat: now, exp: now + ttl }))).toBe(200);
  });

  it('stops working when the user is deleted', async () => {
    const created = await t
      .as('admin')
      .post('/api/users', { name: 'Temporal', email: 'temporal@ejemplo.com', phone: '1' });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await t.as({ id }).get(`/api/users/${id}`)).status).toBe(200);
    expect((await t.as('admin').delete(`/api/users/${id}`)).status).toBe(200);
    expect((await t.as({ id }).get(`/api/users/${id}`)).status).toBe(401);
  });
});
