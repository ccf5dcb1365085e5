// The warm-up script (docs/decisions/025): a few lines that index.html names as an async module before
// the entry, so they run while the main thread waits for the app's scripts; being async, they never
// delay the entry. They start what every signed-in page needs first and the entry can only ask for late:
// - ICU (seventeenth session; off the main thread since the twenty-eighth). The first Intl object a page
//   creates starts the browser's ICU: 15–45 ms, once per page load, and every signed-in page formats
//   dates. ICU's data is the renderer process's, shared by its threads, so the script starts itself again
//   as a worker (from the cache: the same URL), which creates the app's formatter and ends; the main
//   thread's first formatter of any locale then costs about a millisecond. Where a module worker cannot
//   start, the first formatter pays for ICU, as it did before any warm-up.
// - The signed-in frame's code (twenty-first session). The entry asks for the shell's chunk only once it
//   has downloaded and run; on a phone's network that is a second wait after the first. When a session is
//   stored and still valid and the page is not /login, the script names the shell's chunk as a
//   modulepreload, so it downloads beside the entry. /login (signed out) never loads it (decision 016).
// - The way out when the app cannot start (twenty-fourth session; decision 016). Once the page has loaded,
//   the entry has run or failed: without the entry's mark (src/app/app-start.ts), the script puts the
//   page's load failure (src/app/load-failed.tsx, a <template> of index.html) in place of the loading
//   state, its button reloading the page. Not at DOMContentLoaded: the document is already 'interactive'
//   while the entry, parsed but still downloading, has yet to run, and an async script running then
//   would take the wait for a failure.
// An emitted asset, not a public file: it is hashed and cached for a year as every script is (decision
// 016), and it takes the display locale, zone, token key and login path from their sources, not copies.
import type { Plugin, Rolldown } from 'vite';
// By path: Vite's config loader bundles relative imports but leaves packages to Node, which runs no TypeScript.
import { paths } from '../../packages/domain/src/routes/paths';
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '../../packages/domain/src/time/zones';
import { APP_STARTED_ATTRIBUTE, LOAD_FAILED_TEMPLATE_ID } from './src/app/app-start';
import { TOKEN_KEY } from './src/lib/token-key';

const NAME = 'warmup.js';
/** The signed-in frame's chunk: the `shell` group of vite.config.ts. */
const SHELL_CHUNK = 'shell';

/** The script's source, given the shell chunk's URL. */
export function warmupSource(shellUrl: string): string {
  const options = { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' };
  return [
    // In the worker: ICU, then the worker ends.
    "if(typeof document=='undefined'){",
    `new Intl.DateTimeFormat(${JSON.stringify(DISPLAY_LOCALE)},${JSON.stringify(options)}).format(0);`,
    'close()',
    '}else{',
    "try{new Worker(import.meta.url,{type:'module'})}catch{}",
    'try{',
    `const t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)});`,
    "const c=t&&JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));",
    `if(c&&c.exp*1000>Date.now()&&location.pathname!==${JSON.stringify(paths.login)}){`,
    "const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';",
    `l.href=${JSON.stringify(shellUrl)};document.head.append(l)}`,
    '}catch{}',
    // The way out: nothing happens once the entry has marked its start.
    `const f=()=>{const d=document,r=d.getElementById('root'),t=d.getElementById(${JSON.stringify(LOAD_FAILED_TEMPLATE_ID)});`,
    `if(!d.documentElement.hasAttribute(${JSON.stringify(APP_STARTED_ATTRIBUTE)})&&r&&t){`,
    "r.replaceChildren(t.content.cloneNode(true));r.querySelector('button').onclick=()=>location.reload()}};",
    "document.readyState=='complete'?f():addEventListener('load',f)",
    '}',
    '',
  ].join('\n');
}

function shellUrl(bundle: Rolldown.OutputBundle): string {
  const shell = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === SHELL_CHUNK);
  if (!shell) throw new Error(`no '${SHELL_CHUNK}' chunk to warm up`);
  return `/${shell.fileName}`;
}

export function warmup(): Plugin {
  return {
    name: 'charla:warmup',
    apply: 'build',
    // Before Vite writes index.html (which names the asset), once the chunks have their names.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', name: NAME, source: warmupSource(shellUrl(bundle)) });
      },
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
