// GET /api/health (DESIGN §4): public, checks the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 {success, data: {status: ok, database, speech_engine, storage}} without a token', async () => {
    const res = await t.anon.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: t.database.kind, speech_engine: expect.any(String), storage: 'local' },
    });
    expect(['pglite', 'postgres']).toContain(res.body.data.database);
  });

  it('ignores a token, even a bad one', async () => {
    expect((await t.as('student1').get('/api/health')).status).toBe(200);
    const res = await t.anon.raw({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer no.es.valido' } });
    expect(res.status).toBe(200);
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const down = await startTestApp();
    const close = down.database.close;
    try {
      await close();
      const res = await down.anon.get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, detail: 'La base de datos no responde' });
    } finally {
      down.database.close = async () => {};
      await down.close().catch(() => {});
    }
  });
});
