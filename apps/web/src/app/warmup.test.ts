// The warm-up script's jobs (vite-warmup.ts): ICU started in a worker that is the script itself; the
// shell's chunk named as a modulepreload only for a stored, unexpired session on a page other than /login;
// the page's load failure in place of its loading state when the entry has not started. Run here as the
// browser runs it (jsdom's document has already loaded, so the script checks the entry's mark at once).
// A module's `import.meta.url` cannot be parsed by `new Function`: the script's own URL is written in its
// place. That the worker really starts, under the real CSP, is e2e/serving.spec.ts's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '@charla/domain/time';
import { TOKEN_KEY } from '@/lib/token-key';
import { APP_STARTED_ATTRIBUTE, LOAD_FAILED_TEMPLATE_ID, markAppStarted } from './app-start';
import { warmupSource } from '../../vite-warmup';

const SHELL = '/assets/shell-test.js';
const SELF = '/assets/warmup-test.js';

/** The script as a function of the names it reads from its global scope. */
function warmupFunction(...names: string[]) {
  return new Function(...names, warmupSource(SHELL).replace('import.meta.url', JSON.stringify(SELF)));
}

function tokenExpiringIn(seconds: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u', exp: Math.floor(Date.now() / 1000) + seconds })}.firma`;
}

function runWarmup(path: string) {
  window.history.replaceState(null, '', path);
  warmupFunction()();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

describe('the warm-up script', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('starts itself again as a module worker', () => {
    const started: unknown[][] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(...args: unknown[]) {
          started.push(args);
        }
      },
    );
    runWarmup('/login');
    expect(started).toEqual([[SELF, { type: 'module' }]]);
  });

  it('goes on without a worker where the browser cannot start one', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new TypeError('module workers are not supported');
        }
      },
    );
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(3600));
    expect(runWarmup('/sesiones')).toEqual([{ href: SHELL, crossorigin: '' }]);
  });

  it('in the worker, creates the formatter and ends, touching no page', () => {
    const close = vi.fn();
    const created: unknown[][] = [];
    // The real formatter, recorded: options Intl refuses would throw here as in the browser. jsdom has no
    // Worker, so the page-side tests above stand one in; e2e/serving.spec.ts runs the real one.
    class DateTimeFormat extends Intl.DateTimeFormat {
      constructor(locale: string, options: Intl.DateTimeFormatOptions) {
        super(locale, options);
        created.push([locale, options.timeZone]);
      }
    }
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(3600));
    warmupFunction('document', 'close', 'Intl')(undefined, close, { DateTimeFormat });
    expect(close).toHaveBeenCalledOnce();
    expect(created).toEqual([[DISPLAY_LOCALE, DISPLAY_TIME_ZONE]]);
    expect(document.head.querySelector('link')).toBeNull();
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
