// The floors of the web benchmark (decision 025, thirty-first session). The API's benchmark measures its bare
// route beside every row; these are the browser's: two pages with none of the product's code, measured by
// Lighthouse in the same run as the app's pages, so a run tells how much of a score is the machine and the
// libraries, and how much is the app.
// - react/: React 19 alone over a first paint in the HTML.
// - stack/: the least page on the app's libraries (react-router, TanStack Query, react-hook-form with zod,
//   react-hot-toast), built as the app is built (react-router's production copy, apps/web/vite.config.ts).
// Each is built by Vite from the one page (floor/index.html, naming the floor's main.js) under its own base
// path, and served compressed with its assets cached, as the app's are.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import { reactRouterProduction } from '../../apps/web/vite-react-router.mjs';

const FLOOR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor');
const FLOORS = [
  { name: 'floor: React alone', dir: 'react' },
  { name: "floor: the app's libraries", dir: 'stack' },
];
export const FLOOR_NAMES = FLOORS.map((floor) => floor.name);
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

// The web workspace's own dependencies (@hookform/resolvers is installed there, not at the root).
const webRequire = createRequire(fileURLToPath(new URL('../../apps/web/package.json', import.meta.url)));
const alias = {
  'react-router': reactRouterProduction,
  '@hookform/resolvers': path.dirname(webRequire.resolve('@hookform/resolvers/package.json')),
};

const outDir = (floor) => path.join(FLOOR_DIR, floor.dir, 'dist');

/** The file under `floor`'s build that `pathname` names, or its page. */
function fileFor(floor, pathname) {
  const out = outDir(floor);
  const asset = path.join(out, path.normalize(pathname.slice(floor.dir.length + 1)));
  const isAsset = asset.startsWith(path.join(out, 'assets')) && statSync(asset, { throwIfNoEntry: false })?.isFile();
  return { file: isAsset ? asset : path.join(out, 'index.html'), immutable: isAsset };
}

/** Builds the floors named and serves them on `port`: answers each page (name, path, url) and a way to stop. */
export async function startFloors(port, names = FLOOR_NAMES) {
  const floors = FLOORS.filter((floor) => names.includes(floor.name));
  for (const floor of floors) {
    await build({
      root: FLOOR_DIR,
      base: `/${floor.dir}/`,
      configFile: false,
      logLevel: 'error',
      resolve: { alias },
      plugins: [
        {
          name: 'floor-script',
          transformIndexHtml: { order: 'pre', handler: (html) => html.replace('./FLOOR/', `./${floor.dir}/`) },
        },
      ],
      // Source maps beside the assets, as the app's build keeps them: a trace's samples map back to the libraries.
      build: { outDir: outDir(floor), emptyOutDir: true, sourcemap: 'hidden' },
    });
  }
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const floor = floors.find((entry) => pathname.startsWith(`/${entry.dir}/`));
    if (!floor) return response.writeHead(404).end();
    const { file, immutable } = fileFor(floor, pathname);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(brotliCompressSync(readFileSync(file)));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    pages: floors.map((floor) => ({
      name: floor.name,
      path: `/${floor.dir}/`,
      url: `http://127.0.0.1:${port}/${floor.dir}/`,
    })),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
