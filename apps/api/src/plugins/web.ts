// Serves the built web app. Paths under /api that match nothing are a JSON 404; every other GET
// gets index.html so the client router (and its not-found page) takes over.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp<{ distDir: string | undefined }>(async function web(app: FastifyInstance, options) {
  const distDir = options.distDir;
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must be revalidated on every visit.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler({ preHandler: undefined }, async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, detail: 'Ruta no encontrada' });
  });
}, { name: 'web' });
