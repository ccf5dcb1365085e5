// The Intl warm-up (docs/decisions/025, seventeenth session). The first Intl object a page creates starts
// the browser's ICU: 30–45 ms of main thread, once per page load, and every signed-in page formats dates.
// This emits a one-line script that creates the app's formatter and names it in index.html as an async
// module before the entry, so ICU starts while the main thread waits for the app's scripts; being async,
// it never delays the entry. An emitted asset, not a public file: it is hashed and cached for a year as
// every script is (decision 016), and it takes the display locale and zone from the domain, not a copy.
import type { Plugin } from 'vite';
// By path: Vite's config loader bundles relative imports but leaves packages to Node, which runs no TypeScript.
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '../../packages/domain/src/time/zones';

const NAME = 'intl-warmup.js';

export function intlWarmup(): Plugin {
  const options = { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' };
  const source = `new Intl.DateTimeFormat(${JSON.stringify(DISPLAY_LOCALE)},${JSON.stringify(options)}).format(0);\n`;
  return {
    name: 'charla:intl-warmup',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: NAME, source });
    },
    transformIndexHtml(_html, context) {
      const asset = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'asset' && output.names.includes(NAME),
      );
      if (!asset) throw new Error(`${NAME} was not emitted`);
      return [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${asset.fileName}` },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
