// Serves the built web app as a production web server would (docs/decisions/016):
// - files precompressed at build time (.br, .gz beside each) are chosen by Accept-Encoding;
// - hashed /assets/… files are cached for a year, everything else (index.html) is revalidated;
// - a missing /assets/… file or /api/… path is a JSON 404, never the app's HTML (a page left open
//   across a deploy must see its old chunk fail, not parse HTML as JavaScript);
// - any other GET answers index.html: 200 on a route of the app, 404 elsewhere (the client router
//   then renders its not-found page).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { isAppRoute } from '@charla/domain/routes';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const NOT_FOUND = { success: false, detail: 'Ruta no encontrada' } as const;
const ASSET_NOT_FOUND = { success: false, detail: 'Archivo no encontrado' } as const;

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

function setHeaders(res: SetHeadersResponse, filePath: string) {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
  // The variant (br, gzip, plain) follows Accept-Encoding: shared caches must key on it.
  res.setHeader('vary', 'accept-encoding');
}

export default fp<{ distDir: string | undefined }>(
  async function web(app: FastifyInstance, options) {
    const distDir = options.distDir;
    const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        // One route per file found at start-up; anything else reaches the not-found handler below.
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed variants are only reached through their file's own URL. Source maps (the build
        // writes them, 'hidden') stay on the server for whoever reads a stack trace: never served.
        globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
        // Our own cache-control from setHeaders; send's default would add max-age=0 beside it.
        cacheControl: false,
        setHeaders,
      });
    }
    // A request that names no route is answered before its body is read, so no body — of an unknown type,
    // malformed, too large — turns the 404 into a 415, 400 or 413. Pages (GET, HEAD) carry no body.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 && request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(NOT_FOUND);
      }
    });
    app.setNotFoundHandler({ preHandler: undefined }, async (request, reply) => {
      const pathname = request.url.split(/[?#]/, 1)[0]!;
      const isPage = hasWeb && (request.method === 'GET' || request.method === 'HEAD');
      if (isUnder(pathname, '/api') || !isPage) return reply.code(404).send(NOT_FOUND);
      if (isUnder(pathname, '/assets')) return reply.code(404).send(ASSET_NOT_FOUND);
      return reply.code(isAppRoute(pathname) ? 200 : 404).sendFile('index.html');
    });
  },
  { name: 'web' },
);
