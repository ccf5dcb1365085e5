// Security headers on every answer: success, refusal, error and not found, with the CSP that lets the
// web app run and lesson videos embed while refusing everything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { securityHeaders, VIDEO_EMBED_HOSTS } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`frame-src ${VIDEO_EMBED_HOSTS.join(' ')}`);
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The same as the CSP's frame-ancestors 'none', for browsers that only know this header.
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('are computed once from helmet, with our CSP', () => {
    const headers = securityHeaders();
    expectSecurityHeaders(headers);
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('come with a public answer, an authenticated one, a refusal, a validation error and a 404', async () => {
    const answers = [
      await t.anon.get('/api/health'),
      await t.as('student1').get(`/api/users/${t.people.student1.id}`),
      await t.anon.get('/api/users'),
      await t.anon.post('/api/login', { email: 1 }),
      await t.as('student1').get('/api/no-existe'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 422, 404]);
    for (const answer of answers) expectSecurityHeaders(answer.headers);
  });

  it('come with a malformed JSON body refused before any route runs', async () => {
    const res = await t.anon.raw({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectSecurityHeaders(res.headers);
  });
});
