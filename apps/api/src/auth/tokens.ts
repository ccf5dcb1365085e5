// Session tokens: JWT HS256 (algorithm pinned), claims as DESIGN §5 lists them. The server reads
// only the user id from a token; everything else is for the client's navigation.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { isUuid } from '@charla/domain/ids';

export interface SessionClaims {
  id: string;
  role_id: string;
  role_name: string;
  plan_id: string | null;
  tutor_id?: string;
  granted_resources: string[];
}

export interface TokenService {
  sign(claims: SessionClaims): Promise<string>;
  /** The user id of a valid token, or undefined for anything else (bad, expired, other algorithm). */
  verify(token: string): Promise<string | undefined>;
}

/** Clock difference tolerated between the process that signed a token and the one reading it. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * A token must say when it ends, and no later than TOKEN_TTL after it was issued or from now: a
 * token signed with the secret but without `exp`, or with a far `exp`, would otherwise never end.
 */
export function withinLifetime(payload: JWTPayload, ttlSeconds: number, nowSeconds = Date.now() / 1000): boolean {
  const { exp, iat } = payload;
  if (typeof exp !== 'number') return false;
  if (typeof iat === 'number' && exp - iat > ttlSeconds) return false;
  return exp - nowSeconds <= ttlSeconds + CLOCK_SKEW_SECONDS;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async sign(claims) {
      const { tutor_id, ...rest } = claims;
      // One reading of the clock for both, so exp - iat is exactly the lifetime verify() allows.
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...rest, ...(tutor_id ? { tutor_id } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (!isUuid(payload.sub) || !withinLifetime(payload, ttlSeconds)) return undefined;
        return payload.sub;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}

/**
 * JWT_SECRET when given; otherwise one generated on first start and kept in the data directory,
 * so tokens survive restarts. Several processes on several machines need JWT_SECRET set.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch {
    // not there yet
  }
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  await writeFile(file, generated, { mode: 0o600, flag: 'w' });
  return new TextEncoder().encode(generated);
}
