// Safety by structure (issue 8): every route declares its access or that it is public, or the app does
// not start; every route declares its response schema, so the OpenAPI document describes outputs too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTokenService } from '../src/auth/tokens';
import auth from '../src/plugins/auth';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function appWithAuth() {
  const app = Fastify();
  const tokens = createTokenService(new TextEncoder().encode('x'.repeat(40)), 3600);
  await app.register(auth, { db: t.db, tokens });
  return app;
}

describe('every route declares its access', () => {
  it('refuses to register an /api route that declares neither access nor public', async () => {
    const app = await appWithAuth();
    expect(() => app.get('/api/secret', async () => ({ success: true }))).toThrow(/no declara su acceso/);
    await app.close();
  });

  it('takes a route that declares its access, a public one and anything outside /api', async () => {
    const app = await appWithAuth();
    const access = { resource: 'plans', action: 'read', collection: 'plans', operation: 'list' } as const;
    app.get('/api/declared', { config: { access } }, async () => ({ success: true }));
    app.get('/api/open', { config: { public: true } }, async () => ({ success: true }));
    app.get('/somewhere', async () => 'ok');
    await app.ready();
    expect(app.routeTable.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/declared', 'GET /api/open', 'GET /somewhere']),
    );
    await app.close();
  });

  it("takes a route for the caller's own things (config.own), recorded as such, but not mixed with access", async () => {
    const app = await appWithAuth();
    app.get('/api/mine', { config: { own: true } }, async () => ({ success: true }));
    const access = { resource: 'plans', action: 'read', collection: 'plans', operation: 'list' } as const;
    expect(() => app.get('/api/mixed', { config: { own: true, access } }, async () => ({}))).toThrow(/config\.own/);
    await app.ready();
    expect(app.routeTable.filter((route) => route.url === '/api/mine' && route.method === 'GET')).toEqual([
      { method: 'GET', url: '/api/mine', public: false, own: true },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/mine' })).statusCode).toBe(401);
    await app.close();
  });

  it('holds for every route of the real app', () => {
    const undeclared = t.app.routeTable.filter((route) => !route.public && !route.access && !route.own);
    expect(undeclared).toEqual([]);
  });

  it('the bare route answers without a token', async () => {
    expect((await t.anon.get('/api/ping')).body).toEqual({ success: true });
  });
});

describe('/api/openapi.json', () => {
  it('documents what each route answers, not only what it takes', async () => {
    const res = await t.anon.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, any>>;
    const planItem = paths['/api/plans/{id}']!.get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(planItem)).toContain('maximum_total_sessions');
    const sessionsList = paths['/api/sessions']!.get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(sessionsList)).toContain('meeting_time');
    for (const [url, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (url.endsWith('/audio') || url.endsWith('ics')) continue; // the recording or calendar itself, not JSON
        const documented = Object.entries(operation.responses ?? {}).filter(
          ([code, response]: [string, any]) => code.startsWith('2') && response.content?.['application/json']?.schema,
        );
        expect(documented.length, `${method.toUpperCase()} ${url}`).toBeGreaterThan(0);
      }
    }
  });
});
