// The entry's wait for the app's stylesheet (stylesheets.ts): jsdom loads no stylesheet, so each test
// fires the link's own load or error event, as the browser does once the preload's answer is applied.
import { afterEach, describe, expect, it } from 'vitest';
import { applyPreloadedStylesheets } from './stylesheets';

const HREF = '/assets/index-test.css';

function preload(href: string) {
  document.head.insertAdjacentHTML('beforeend', `<link rel="preload" as="style" crossorigin href="${href}">`);
}

const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('applyPreloadedStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('settles at once when the page preloads no stylesheet (the dev server)', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/shell.js">');
    expect(await settled(applyPreloadedStylesheets())).toBe(true);
    expect(stylesheets()).toEqual([]);
  });

  it('applies the preloaded stylesheet as the same request and settles only once it has loaded', async () => {
    preload(HREF);
    const applied = applyPreloadedStylesheets();
    const [link] = stylesheets();
    expect(link?.getAttribute('href')).toBe(new URL(HREF, document.baseURI).href);
    expect(link?.getAttribute('crossorigin')).toBe('');
    expect(await settled(applied)).toBe(false);

    link!.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('waits for every preloaded stylesheet, and settles when one fails', async () => {
    preload(HREF);
    preload('/assets/other.css');
    const applied = applyPreloadedStylesheets();
    const [first, second] = stylesheets();
    first!.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(false);

    second!.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });
});
