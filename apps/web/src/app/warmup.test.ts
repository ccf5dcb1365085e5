// The warm-up script's second and third jobs (vite-warmup.ts): the shell's chunk named as a modulepreload
// only for a stored, unexpired session on a page other than /login; the page's load failure in place of
// its loading state when the entry has not started. Run here as the browser runs it (jsdom's document has
// already loaded, so the script checks the entry's mark at once).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/token-key';
import { APP_STARTED_ATTRIBUTE, LOAD_FAILED_TEMPLATE_ID, markAppStarted } from './app-start';
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

describe("the warm-up script's way out", () => {
  const LOADING = '<div role="status">Cargando sección...</div>';

  beforeEach(() => {
    document.body.innerHTML =
      `<div id="root">${LOADING}</div>` +
      `<template id="${LOAD_FAILED_TEMPLATE_ID}"><div role="alert"><p>No se pudo</p><button>Recargar página</button></div></template>`;
  });

  afterEach(() => {
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('shows the load failure in place of the loading state when the entry has not started', () => {
    runWarmup('/login');
    const root = document.getElementById('root')!;
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('No se pudoRecargar página');
    expect(root.querySelector('[role="status"]')).toBeNull();
    // The template stays as it was, for nothing else to take.
    expect(document.querySelector('template')!.content.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('leaves the page to the app once the entry has marked its start', () => {
    markAppStarted();
    runWarmup('/login');
    expect(document.getElementById('root')!.innerHTML).toBe(LOADING);
  });
});
