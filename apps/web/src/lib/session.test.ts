import { describe, expect, it } from 'vitest';
import { makeClaims, makeToken } from '@/test/tokens';
import { clearSession, decodeClaims, getSession, readSession, setToken } from './session';

describe('session token', () => {
  it('decodes the claims of a three-part token, UTF-8 included', () => {
    const claims = makeClaims({ role_name: 'profesión' });
    expect(decodeClaims(makeToken({ role_name: 'profesión' }))).toEqual(claims);
  });

  it.each(['', 'a.b', 'a.b.c.d', 'x.%%%.y', `${'e30'}.${btoa('{"id":1}')}.s`])('rejects %j', (token) => {
    expect(readSession(token)).toBeNull();
  });

  it('is invalid once exp is not in the future', () => {
    const now = Date.now();
    const exp = Math.floor(now / 1000) + 60;
    const token = makeToken({ exp });
    expect(readSession(token, now)).not.toBeNull();
    expect(readSession(token, exp * 1000)).toBeNull();
  });

  it('stores and clears the token', () => {
    const token = makeToken();
    setToken(token);
    expect(getSession()?.token).toBe(token);
    expect(getSession()).toBe(getSession());
    clearSession();
    expect(getSession()).toBeNull();
  });
});
