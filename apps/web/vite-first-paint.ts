// The first paint in the HTML (docs/decisions/025, eighteenth and twenty-fourth sessions). The app renders
// nothing until its entry has downloaded and run: on a phone's network the page stayed white for over a
// second. This puts the page's loading state (src/app/page-loading.tsx, rendered here by React itself)
// inside #root, so the browser paints it as soon as the HTML is in; React replaces it with its first commit.
// In the build, the page also stops waiting for the app's stylesheet before that paint: a stylesheet link
// holds the first paint until it has arrived (a second request, about 300 ms on a phone), wherever it
// sits. The loading state's own rules, compiled by Tailwind from the app's stylesheet for its classes
// only, go inline; the stylesheet is named as a preload, which the entry applies before its first render
// (src/lib/stylesheets.ts), and as a stylesheet inside <noscript> for a browser without JavaScript.
// The page also carries, in a <template> after #root, what it shows when the app's code cannot be
// downloaded (src/app/load-failed.tsx; the warm-up script puts it in place), styled by the same inline rules.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { LOAD_FAILED_TEMPLATE_ID } from './src/app/app-start';
import { LoadFailed } from './src/app/load-failed';
import { PageLoading } from './src/app/page-loading';

const ROOT = '<div id="root"></div>';
// Joined, not `new URL(…, import.meta.url)`, which Vite's test transform rewrites as an asset's address.
const STYLES = join(dirname(fileURLToPath(import.meta.url)), 'src', 'styles.css');

/** The rules `markup` needs: Tailwind's compile of the app's stylesheet for the markup's classes alone. */
export async function cssFor(markup: string): Promise<string> {
  const compiler = await compile(await readFile(STYLES, 'utf8'), { base: dirname(STYLES), onDependency() {} });
  const classes = [...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/));
  return optimize(compiler.build(classes), { minify: true }).code.trim();
}

/** `html` with its one stylesheet link preloaded instead, `css` inline, and the link kept for <noscript>. */
export function stylesheetPreloaded(html: string, css: string): string {
  const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (links.length !== 1) throw new Error(`index.html names ${links.length} stylesheets, not one`);
  if (/<\/style/i.test(css)) throw new Error('the inline rules would close their <style>');
  const link = links[0]!;
  const preload = link.replace('rel="stylesheet"', 'rel="preload" as="style"');
  return html.replace(link, () => `${preload}\n    <style>${css}</style>\n    <noscript>${link}</noscript>`);
}

export function firstPaint(): Plugin[] {
  const markup =
    `<div id="root">${renderToStaticMarkup(createElement(PageLoading))}</div>\n    ` +
    `<template id="${LOAD_FAILED_TEMPLATE_ID}">${renderToStaticMarkup(createElement(LoadFailed))}</template>`;
  return [
    {
      name: 'charla:first-paint',
      transformIndexHtml(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill`);
        return html.replace(ROOT, markup);
      },
    },
    {
      name: 'charla:first-paint-styles',
      apply: 'build',
      // After Vite has named the built stylesheet in the page.
      transformIndexHtml: {
        order: 'post',
        handler: async (html) => stylesheetPreloaded(html, await cssFor(markup)),
      },
    },
  ];
}
