// Client-side role checks: navigation only, the server decides every request (DESIGN §5).
import type { TokenClaims } from '@charla/domain/auth';
import { ADMIN_ROLE_ID, ROLE_NAMES } from '@charla/domain/ids';

export function isAdmin(claims: TokenClaims): boolean {
  return claims.role_id === ADMIN_ROLE_ID;
}

/** Spec part 1 §6: tutor status comes from tutor_id in the token; admins also reach tutor areas. */
export function isTutor(claims: TokenClaims): boolean {
  return Boolean(claims.tutor_id) || isAdmin(claims);
}

export function isContentCreator(claims: TokenClaims): boolean {
  return claims.role_name === ROLE_NAMES.content || isAdmin(claims);
}

export type LayoutKind = 'admin' | 'content' | 'tutor' | 'student';

/** Which navigation a user sees: admin > content > tutor > student. */
export function layoutFor(claims: TokenClaims): LayoutKind {
  if (isAdmin(claims)) return 'admin';
  if (claims.role_name === ROLE_NAMES.content) return 'content';
  if (claims.tutor_id) return 'tutor';
  return 'student';
}
