// Unsigned test tokens with the claims of DESIGN §5 (the client never verifies signatures).
import type { TokenClaims } from '@charla/domain/auth';
import { RESOURCES } from '@charla/domain/access';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';

export const USER_ID = '01a1fb99-0000-7000-8000-00000000aaaa';
export const PLAN_ID = '01a1fb99-0000-7000-8000-00000000bbbb';
export const TUTOR_ID = '01a1fb99-0000-7000-8000-00000000cccc';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The resources the seeded roles grant (apps/api/src/db/seed/system.ts), as their tokens list them. */
export const GRANTED = {
  student: [
    'users',
    'plans',
    'roles',
    'tutors',
    'sessions',
    'seds',
    'assignments',
    'lessons',
    'practices',
    'practice_stats',
  ],
  tutor: ['users', 'plans', 'roles', 'tutors', 'sessions', 'lessons', 'practices', 'assignments', 'practice_stats'],
  content: ['lessons', 'practices', 'users', 'roles', 'plans'],
  admin: [...RESOURCES],
};

export function makeClaims(overrides: Partial<TokenClaims> = {}): TokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: USER_ID,
    id: USER_ID,
    role_id: STUDENT_ROLE_ID,
    role_name: 'student',
    plan_id: PLAN_ID,
    granted_resources: GRANTED.student,
    iat: now,
    exp: now + 12 * 3600,
    ...overrides,
  };
}

export function makeToken(overrides: Partial<TokenClaims> = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(makeClaims(overrides))}.firma`;
}

export const tokens = {
  student: () => makeToken(),
  admin: () =>
    makeToken({ role_id: ADMIN_ROLE_ID, role_name: 'admin', plan_id: null, granted_resources: GRANTED.admin }),
  tutor: () =>
    makeToken({
      role_id: TUTOR_ROLE_ID,
      role_name: 'tutor',
      plan_id: null,
      tutor_id: TUTOR_ID,
      granted_resources: GRANTED.tutor,
    }),
  content: () =>
    makeToken({
      role_id: CONTENT_ROLE_ID,
      role_name: 'content_creator',
      plan_id: null,
      granted_resources: GRANTED.content,
    }),
};
