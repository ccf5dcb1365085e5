// The warm-up script's second job (vite-warmup.ts): the shell's chunk named as a modulepreload only for
// a stored, unexpired session on a page other than /login. Run here as the browser runs it.
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/token-key';
import { warmupSource } from '../../vite-warmup';

const SHELL = '/assets/shell-test.js';

function tokenExpiringIn(seconds: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u', exp: Math.floor(Date.now() / 1000) + seconds })}.firma`;
}

function runWarmup(path: string) {
  window.history.replaceState(null, '', path);
  new Function(warmupSource(SHELL))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

describe('the warm-up script', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('names the shell for a signed-in page', () => {
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(3600));
    expect(runWarmup('/sesiones')).toEqual([{ href: SHELL, crossorigin: '' }]);
  });

  it('names nothing on /login, without a session, with an expired one or with a token it cannot read', () => {
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(3600));
    expect(runWarmup('/login')).toEqual([]);
    localStorage.clear();
    expect(runWarmup('/sesiones')).toEqual([]);
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(-1));
    expect(runWarmup('/sesiones')).toEqual([]);
    localStorage.setItem(TOKEN_KEY, 'no-es-un-token');
    expect(runWarmup('/sesiones')).toEqual([]);
  });
});
