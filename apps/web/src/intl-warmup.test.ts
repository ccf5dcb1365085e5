import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '@charla/domain/time';
import { describe, expect, it } from 'vitest';

// public/intl-warmup.js is copied as is (Vite does not bundle public files), so it cannot import the
// display locale and zone: these tests keep its copy of them true.
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(webDir, file), 'utf8');

describe('the Intl warm-up (decision 025)', () => {
  it('starts ICU with the locale and zone the app formats dates in', () => {
    const warmup = read('public/intl-warmup.js');
    expect(warmup).toContain(`new Intl.DateTimeFormat('${DISPLAY_LOCALE}'`);
    expect(warmup).toContain(`timeZone: '${DISPLAY_TIME_ZONE}'`);
  });

  it('is loaded async, before the entry, so it runs while the app downloads and never delays it', () => {
    const html = read('index.html');
    const warmup = html.indexOf('<script type="module" async src="/intl-warmup.js"></script>');
    expect(warmup).toBeGreaterThan(-1);
    expect(warmup).toBeLessThan(html.indexOf('src="/src/main.tsx"'));
  });
});
