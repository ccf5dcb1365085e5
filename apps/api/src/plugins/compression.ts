// API answers compressed for a client that accepts it (docs/decisions/034): a sessions page or the OpenAPI
// document shrink several times over. Brotli first, then gzip; under 1 kB stays as it is (the headers would
// eat the gain). The audio (not a compressible type) and any partial answer (206: Content-Range counts
// the plain bytes) go as they are. The web app's files are left to decision 016 (compressed at build time,
// nothing at request time). Request bodies are never decompressed: the API reads plain JSON and plain
// multipart, within their size limits.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export default fp(
  async function compression(app: FastifyInstance) {
    // Before compress's own hook: a route outside /api (a file of the web app) is not its business.
    app.addHook('onRoute', (route) => {
      if (route.url !== '/api' && !route.url.startsWith('/api/')) route.compress = false;
    });
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
