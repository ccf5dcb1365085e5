// GET /api/health (DESIGN §4; docs/decisions/015-sign-in-limits.md): public, checks the database.
// Anyone learns only whether the service is up; admins and probes on the machine itself also learn
// what it runs on. app.inject comes from 127.0.0.1 unless told otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OUTSIDE = '203.0.113.7';
const health = async (headers: Record<string, string> = {}, remoteAddress = OUTSIDE) =>
  t.anon.raw({ method: 'GET', url: '/api/health', headers, remoteAddress });
const bearer = async (person: 'admin' | 'student1' | 'tutor1') => ({
  authorization: `Bearer ${await t.token(person)}`,
});
const UP = { success: true, data: { status: 'ok' } };

describe('GET /api/health', () => {
  it('tells an anonymous caller only that the service is up', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UP);
  });

  it('gives the details to an admin: {status, database, speech_engine, storage}', async () => {
    const res = await health(await bearer('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: t.database.kind, speech_engine: expect.any(String), storage: 'local' },
    });
    expect(['pglite', 'postgres']).toContain(res.body.data.database);
  });

  it('gives the details to a probe on the machine itself (IPv4 and IPv6 loopback)', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      expect((await health({}, address)).body.data).toMatchObject({
        status: 'ok',
        database: t.database.kind,
        storage: 'local',
      });
    }
  });

  it('not to a request a local proxy relays, nor to a non-admin', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await health({ [header]: '198.51.100.1' }, '127.0.0.1')).body, header).toEqual(UP);
    }
    expect((await health(await bearer('student1'))).body).toEqual(UP);
    expect((await health(await bearer('tutor1'))).body).toEqual(UP);
  });

  it('ignores a bad token: still 200, the short answer', async () => {
    const res = await health({ authorization: 'Bearer no.es.valido' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UP);
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const down = await startTestApp();
    const close = down.database.close;
    try {
      await close();
      const res = await down.anon.raw({ method: 'GET', url: '/api/health', remoteAddress: OUTSIDE });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, detail: 'La base de datos no responde' });
    } finally {
      down.database.close = async () => {};
      await down.close().catch(() => {});
    }
  });
});
