// /api/openapi.json (issue 48, docs/decisions/034): every operation named and summarised in Spanish, its
// error answers documented with the error body's schema, public operations without a bearer requirement,
// the recordings and calendars with their own media types; and the check test/app.ts runs on every answer
// of the suite finds what disagrees with it.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler } from '../src/lib/serialization';
import { validatorCompiler } from '../src/lib/validation';
import docs from '../src/plugins/docs';
import { startTestApp, type TestApp } from './app';
import { createAnswerCheck, recordAnswers, type OpenApiDocument } from './openapi-check';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}

let t: TestApp;
let document: OpenApiDocument & { security: unknown[]; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.anon.get('/api/openapi.json')).body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
const operation = (name: string) => operations().find((each) => each.name === name)!.operation;
const statuses = (name: string) => Object.keys(operation(name).responses);
const ERROR_REF = { $ref: '#/components/schemas/Error' };

describe('every operation', () => {
  it('has a unique operationId and a Spanish summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    for (const { name, operation } of all) {
      expect(operation.operationId, name).toMatch(/^[a-z_]+$/);
      expect(operation.summary, name).toBeTruthy();
    }
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('GET /api/users').summary).toBe('Usuarios: listar (por páginas, o hasta 1000 sin page_number)');
    expect(operation('PATCH /api/notifications/{id}').operationId).toBe('notifications_update');
  });

  it('documents each error answer with the error body, described', () => {
    for (const { name, operation } of operations()) {
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect(
        errors.map(([status]) => status),
        name,
      ).toContain('500');
      for (const [status, response] of errors) {
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual(ERROR_REF);
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
      }
    }
    expect(document.components).toMatchObject({
      schemas: { Error: { required: ['success', 'detail'], properties: { success: { enum: [false] } } } },
    });
  });
});

describe('the error answers, derived from what each route declares', () => {
  it.each([
    // Authenticated, guarded by a permission, validated.
    ['GET /api/users', ['200', '401', '403', '422', '500']],
    // A path id (404), a body (400, 413, 415), the rows (409).
    ['PATCH /api/users/{id}', ['200', '400', '401', '403', '404', '409', '413', '415', '422', '500']],
    // The caller's own things: signed in, no permission involved.
    ['GET /api/notifications/unread_count', ['200', '401', '500']],
    // Sign-in: public, limited, wrong credentials.
    ['POST /api/login', ['200', '400', '401', '413', '415', '422', '429', '500']],
    ['POST /api/register', ['200', '400', '409', '413', '415', '422', '429', '500']],
    ['GET /api/ping', ['200', '500']],
    ['GET /api/health', ['200', '500', '503']],
    // An upload: its size, its type, its fields, the store.
    ['POST /api/seds', ['201', '400', '401', '403', '409', '413', '415', '422', '500', '503']],
    // A recording: the whole of it, a range, a range out of it.
    ['GET /api/seds/{id}/audio', ['200', '206', '401', '403', '404', '416', '422', '500', '503']],
    ['GET /api/tutors/{id}/blocked_slots', ['200', '304', '401', '403', '404', '422', '500']],
    ['GET /api/calendar/{token}.ics', ['200', '304', '404', '422', '500']],
  ])('%s', (name, expected) => {
    expect(statuses(name)).toEqual(expected);
  });
});

describe('security', () => {
  it('asks a bearer token of every operation but the public ones', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    const open = operations()
      .filter(({ operation }) => operation.security !== undefined)
      .map(({ name, operation }) => {
        expect(operation.security, name).toEqual([]);
        return name;
      });
    expect(open.sort()).toEqual([
      'GET /api/calendar/{token}.ics',
      'GET /api/health',
      'GET /api/ping',
      'POST /api/login',
      'POST /api/register',
    ]);
  });
});

describe('media types', () => {
  it.each(['GET /api/seds/{id}/audio', 'GET /api/assignments/{id}/audio'])(
    '%s: audio/webm, whole or a range',
    (name) => {
      for (const status of ['200', '206']) {
        expect(operation(name).responses[status]!.content).toEqual({
          'audio/webm': { schema: { type: 'string', format: 'binary' } },
        });
      }
    },
  );

  it.each(['GET /api/sessions/{id}/ics', 'GET /api/calendar/{token}.ics'])('%s: text/calendar', (name) => {
    expect(operation(name).responses['200']!.content).toEqual({ 'text/calendar': { schema: { type: 'string' } } });
  });

  it('a 304 has no body', () => {
    expect(operation('GET /api/tutors/{id}/blocked_slots').responses['304']).toEqual({
      description: 'Sin cambios desde la ETag de If-None-Match',
    });
  });
});

describe('the check on every answer of the suite', () => {
  const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') => ({
    method: 'GET',
    route: '/api/users/:id',
    status,
    contentType,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('passes an answer its operation documents', () => {
    const check = createAnswerCheck(document);
    expect(check(answer(404, { success: false, detail: 'Usuario no encontrado' }))).toBeUndefined();
    expect(check({ ...answer(200, ''), route: '/api/tutors/:id/blocked_slots', status: 304, payload: '' })).toBe(
      undefined,
    );
    // Not an operation of the document: the web app, a path that matched no route.
    expect(check({ ...answer(200, '<html>'), route: '/*' })).toBeUndefined();
    expect(check({ ...answer(404, {}), route: undefined })).toBeUndefined();
  });

  it('finds a status the operation does not document', () => {
    expect(createAnswerCheck(document)(answer(409, { success: false, detail: 'x' }))).toMatch(
      /^GET \/api\/users\/\{id\} → 409: estado no documentado \(documentados: 200, 401, 403, 404, 422, 500\)/,
    );
  });

  it('finds a body that does not match the documented schema', () => {
    const check = createAnswerCheck(document);
    expect(check(answer(404, { success: false }))).toMatch(/no cumple el esquema documentado: \/ must have required/);
    expect(check(answer(200, { success: true, data: { id: 1 } }))).toMatch(/\/data must have required property/);
  });

  it('finds a media type the operation does not document', () => {
    expect(createAnswerCheck(document)(answer(404, 'No encontrado', 'text/plain'))).toMatch(
      /tipo text\/plain no documentado \(documentados: application\/json\)/,
    );
  });

  it('records the answers of an app, checked against its own document', async () => {
    const app = Fastify();
    const recorded = recordAnswers(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler(false));
    await app.register(docs);
    app.get('/api/teapot', { config: { public: true }, schema: { summary: 'Tetera' } }, async (_req, reply) =>
      reply.code(418).send({ success: false, detail: 'Soy una tetera' }),
    );
    expect((await app.inject({ method: 'GET', url: '/api/teapot' })).statusCode).toBe(418);
    expect(recorded.count()).toBe(1);
    expect(recorded.rest()).toEqual([
      expect.stringMatching(/^GET \/api\/teapot → 418: estado no documentado \(documentados: 500\)/),
    ]);
    await app.close();
  });

  it('has checked every answer of this file so far', () => {
    expect(t.answers.count()).toBeGreaterThan(0);
    expect(t.answers.rest()).toEqual([]);
  });
});
