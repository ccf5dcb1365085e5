// The navigation the web app derives from a token (packages/domain navigation) against the tokens the
// API really issues to the seeded roles: if a role's permissions change, what its Home offers is
// checked here (issue 8, docs/decisions/018).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenClaims } from '@charla/domain/auth';
import { navigationFor } from '@charla/domain/navigation';
import { PEOPLE, startTestApp, type Person, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function signedInClaims(person: Person) {
  const res = await t.anon.post('/api/login', { email: PEOPLE[person], password: 'charla123' });
  expect(res.status).toBe(200);
  return TokenClaims.parse(decodeJwt(res.body.token));
}

describe('what Home offers each seeded role, from the token the API issues', () => {
  it.each<[Person, string, string[]]>([
    ['student1', 'student', ['seds', 'sessions', 'lessons', 'practices', 'progress']],
    // The French plan's student has no lessons (the demo's empty state) and still gets the practices.
    ['student5', 'student', ['seds', 'sessions', 'lessons', 'practices', 'progress']],
    ['tutor1', 'tutor', ['students', 'schedule', 'tutor-sessions']],
    ['content', 'content', ['content-lessons', 'content-practices']],
    ['admin', 'admin', ['admin', 'content', 'student-admin']],
  ])('%s: the %s layout and its cards', async (person, layout, homeCards) => {
    const offer = navigationFor(await signedInClaims(person));
    expect(offer.layout).toBe(layout);
    expect(offer.homeCards).toEqual(homeCards);
  });
});
