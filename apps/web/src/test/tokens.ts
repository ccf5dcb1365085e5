// Unsigned test tokens with the claims of DESIGN §5 (the client never verifies signatures).
import type { TokenClaims } from '@charla/domain/auth';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';

export const USER_ID = '01a1fb99-0000-7000-8000-00000000aaaa';
export const PLAN_ID = '01a1fb99-0000-7000-8000-00000000bbbb';
export const TUTOR_ID = '01a1fb99-0000-7000-8000-00000000cccc';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeClaims(overrides: Partial<TokenClaims> = {}): TokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: USER_ID,
    id: USER_ID,
    role_id: STUDENT_ROLE_ID,
    role_name: 'student',
    plan_id: PLAN_ID,
    granted_resources: ['users', 'plans', 'roles', 'sessions'],
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
  admin: () => makeToken({ role_id: ADMIN_ROLE_ID, role_name: 'admin', plan_id: null }),
  tutor: () => makeToken({ role_id: TUTOR_ROLE_ID, role_name: 'tutor', plan_id: null, tutor_id: TUTOR_ID }),
  content: () => makeToken({ role_id: CONTENT_ROLE_ID, role_name: 'content_creator', plan_id: null }),
};
