// The built page's head (vite-first-paint.ts): the loading state's rules inline, the app's stylesheet
// preloaded for the entry to apply, and kept as a stylesheet for a browser without JavaScript. The
// browser's side (painted before the stylesheet arrives, nothing drawn without it) is e2e/serving.spec.ts.
import { describe, expect, it } from 'vitest';
import { cssFor, stylesheetPreloaded } from '../../vite-first-paint';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
const HEAD = `<head>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    ${LINK}\n  </head>`;

describe('stylesheetPreloaded', () => {
  it('preloads the stylesheet, inlines the rules after it and keeps the link for <noscript> only', () => {
    const html = stylesheetPreloaded(HEAD, '.flex{display:flex}');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<style>.flex{display:flex}</style>');
    expect(html).toContain(`<noscript>${LINK}</noscript>`);
    expect(html.replace(`<noscript>${LINK}</noscript>`, '')).not.toContain('rel="stylesheet"');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<style>'));
  });

  it('refuses a page with no stylesheet or several, and rules that would close their tag', () => {
    expect(() => stylesheetPreloaded('<head></head>', '')).toThrow('names 0 stylesheets');
    expect(() => stylesheetPreloaded(HEAD.replace(LINK, LINK + LINK), '')).toThrow('names 2 stylesheets');
    expect(() => stylesheetPreloaded(HEAD, 'p{}</style><script>')).toThrow('close their <style>');
  });
});

describe('cssFor', () => {
  it("compiles the app's base rules and only the markup's own utilities", async () => {
    const css = await cssFor('<div class="flex min-h-dvh"><svg class="lucide animate-spin text-teal-700"></svg></div>');
    expect(css).toContain('.min-h-dvh{min-height:100dvh}');
    expect(css).toContain('.animate-spin{');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('.text-teal-700{');
    // The app's own base layer (styles.css), not only Tailwind's.
    expect(css).toMatch(/:focus-visible\{outline:3px solid var\(--color-teal-600\)/);
    expect(css).not.toContain('.text-center');
    expect(css).not.toContain('.lucide');
  });
});
