// A caller whose role may never do a write hears 403 before anything about their input: no 422 that
// teaches the schema, no upload read — on the people, sessions, SEDs, lessons, practices, assignments,
// homework and practice-run routes. A caller who may do it still gets the 422 for a bad body.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { lessonSubmissions, seds } from '../src/db/schema';
import { startTestApp, type Person, type TestApp } from './app';
import { multipart, storedFiles } from './seds';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ownDataDir: true });
});
afterAll(() => t.close());

const FORBIDDEN = { success: false, detail: MESSAGES.forbidden };
const SOME_ID = '0190a0a0-0000-7000-8000-000000000001';
const BAD = { name: 42, maximum_total_sessions: -1, permissions: 'todo', views: 7 };

describe('permission before validation', () => {
  it.each([
    ['student', 'POST', '/api/roles'],
    ['student', 'PUT', `/api/roles/${SOME_ID}`],
    ['student', 'DELETE', `/api/roles/${SOME_ID}`],
    ['student', 'POST', '/api/plans'],
    ['student', 'PATCH', `/api/plans/${SOME_ID}`],
    ['student', 'POST', '/api/users'],
    ['student', 'POST', '/api/user_views'],
    ['student', 'PATCH', `/api/tutors/${SOME_ID}`],
    ['tutor', 'POST', '/api/sessions'],
    ['tutor', 'DELETE', `/api/sessions/${SOME_ID}`],
    ['content', 'PATCH', `/api/sessions/${SOME_ID}`],
    // Lessons and practices: only content authors and admins write them.
    ['student', 'POST', '/api/lessons'],
    ['student', 'PUT', `/api/lessons/${SOME_ID}`],
    ['student', 'PATCH', `/api/lessons/${SOME_ID}`],
    ['student', 'DELETE', `/api/lessons/${SOME_ID}`],
    ['tutor', 'POST', '/api/lessons'],
    ['tutor', 'PATCH', `/api/lessons/${SOME_ID}`],
    ['student', 'POST', '/api/practices'],
    ['student', 'PUT', `/api/practices/${SOME_ID}`],
    ['student', 'DELETE', `/api/practices/${SOME_ID}`],
    ['tutor', 'POST', '/api/practices'],
    ['tutor', 'PATCH', `/api/practices/${SOME_ID}`],
    // Assignments: tutors and admins assign, write feedback and remove; students only read theirs.
    ['student', 'POST', '/api/assignments'],
    ['student', 'PATCH', `/api/assignments/${SOME_ID}`],
    ['student', 'DELETE', `/api/assignments/${SOME_ID}`],
    ['content', 'POST', '/api/assignments'],
    ['content', 'PATCH', `/api/assignments/${SOME_ID}`],
    ['content', 'DELETE', `/api/assignments/${SOME_ID}`],
    // Practice runs: recorded by learners (and admins) only.
    ['tutor', 'POST', '/api/practice_stats'],
    ['content', 'POST', '/api/practice_stats'],
  ] as const)('%s %s %s with an invalid body: 403', async (who, method, url) => {
    const person: Person = who === 'student' ? 'student1' : who === 'tutor' ? 'tutor1' : 'content';
    const res = await t.as(person).raw({ method, url, payload: BAD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it('an upload from a role without seds create is refused before it is read: 403, nothing stored', async () => {
    const [before] = await t.db.select({ n: count() }).from(seds);
    const { payload, headers } = multipart({ video_url: 'no es una url' }, { data: randomBytes(200_000) });
    const res = await t.as('tutor1').raw({ method: 'POST', url: '/api/seds', payload, headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    const [after] = await t.db.select({ n: count() }).from(seds);
    expect(after!.n).toBe(before!.n);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('a homework upload from a role that may not send homework (tutor, content author): 403 before it is read, nothing stored', async () => {
    const [before] = await t.db.select({ n: count() }).from(lessonSubmissions);
    for (const who of ['tutor1', 'content'] as const) {
      const { payload, headers } = multipart({ assignment_id: 'otra' }, { data: randomBytes(200_000) });
      const res = await t
        .as(who)
        .raw({ method: 'POST', url: `/api/assignments/${SOME_ID}/submissions`, payload, headers });
      expect(res.status, who).toBe(403);
      expect(res.body, who).toEqual(FORBIDDEN);
    }
    const [after] = await t.db.select({ n: count() }).from(lessonSubmissions);
    expect(after!.n).toBe(before!.n);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('a caller with the permission still gets the 422 for the same body', async () => {
    const res = await t.as('admin').raw({ method: 'POST', url: '/api/plans', payload: BAD });
    expect(res.status).toBe(422);
    expect(Array.isArray(res.body.detail)).toBe(true);
    const session = await t.as('student1').raw({ method: 'POST', url: '/api/sessions', payload: BAD });
    expect(session.status).toBe(422);
    const upload = await t
      .as('student1')
      .raw({ method: 'POST', url: '/api/seds', ...multipart({ video_url: 'no es una url' }) });
    expect(upload.status).toBe(422);
    for (const [who, method, url] of [
      ['content', 'POST', '/api/lessons'],
      ['content', 'PUT', `/api/lessons/${SOME_ID}`],
      ['content', 'POST', '/api/practices'],
      ['tutor1', 'POST', '/api/assignments'],
      ['tutor1', 'PATCH', `/api/assignments/${SOME_ID}`],
      ['student1', 'POST', '/api/practice_stats'],
    ] as const) {
      const res = await t.as(who).raw({ method, url, payload: BAD });
      expect(res.status, `${who} ${method} ${url}`).toBe(422);
      expect(Array.isArray(res.body.detail), `${who} ${method} ${url}`).toBe(true);
    }
    // The student's homework form without its assignment_id.
    const homework = await t
      .as('student1')
      .raw({ method: 'POST', url: `/api/assignments/${SOME_ID}/submissions`, ...multipart({}) });
    expect(homework.status).toBe(422);
  });
});
