// The session lives in one place: the token in localStorage. Everything else about the signed-in
// user (id, role, plan, tutor) is read from its claims (DESIGN §5), so "clearing the stored user"
// means clearing the token — there is no second copy to go stale.
import { TokenClaims } from '@charla/domain/auth';
import { TOKEN_KEY } from './token-key';

/** Spec part 1 §9: the expiry is checked every 60 000 ms. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export interface Session {
  token: string;
  claims: TokenClaims;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, read without verification (the server verifies every request). */
export function decodeClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const parsed = TokenClaims.safeParse(JSON.parse(decodeBase64Url(parts[1]!)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec part 1 §5: three dot-separated parts and an exp not in the past. */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

export function readSession(token: string | null, now = Date.now()): Session | null {
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims, now)) return null;
  return { token, claims };
}

// ——— the store (localStorage + subscribers, for useSyncExternalStore) ———

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The current session; the same object until the stored token changes. */
export function getSession(): Session | null {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = readSession(raw);
  }
  return cachedSession;
}

/** The raw token for the Authorization header, valid or not (the server has the last word). */
export function getToken(): string | null {
  return readStorage();
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
