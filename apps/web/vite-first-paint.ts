// The first paint in the HTML (docs/decisions/025, eighteenth session). The app renders nothing until its
// entry has downloaded and run: on a phone's network the page stayed white for over a second. This puts
// the page's loading state (src/app/page-loading.tsx, rendered here by React itself) inside #root, so the
// browser paints it once the HTML and the stylesheet are in; React replaces it with its first commit.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { PageLoading } from './src/app/page-loading';

const ROOT = '<div id="root"></div>';

export function firstPaint(): Plugin {
  const markup = `<div id="root">${renderToStaticMarkup(createElement(PageLoading))}</div>`;
  return {
    name: 'charla:first-paint',
    transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill`);
      return html.replace(ROOT, markup);
    },
  };
}
