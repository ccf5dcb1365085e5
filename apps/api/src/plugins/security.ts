// Security headers (with a CSP that allows the lesson video embeds), no-store on API answers, and rate
// limiting. Helmet computes its headers per request (its directives may be functions); ours are constant,
// so they are computed once at start-up by running helmet against a recording response and then set on
// every reply, errors and 404s included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';

export const VIDEO_EMBED_HOSTS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast and the docs UI inject styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      frameSrc: VIDEO_EMBED_HOSTS,
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // The CSP's frame-ancestors 'none' for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
};

/**
 * API answers carry tokens, names, recordings: never stored by a browser or a proxy (docs/decisions/034).
 * Set first, so a route that means otherwise (the tutors' blocked slots, revalidated by ETag) sets its own.
 */
export const API_CACHE_CONTROL = 'no-store';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The headers helmet would set, read once. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export default fp(
  async function security(app: FastifyInstance) {
    const headers = securityHeaders();
    const apiHeaders = { ...headers, 'cache-control': API_CACHE_CONTROL };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request.url) ? apiHeaders : headers);
      done();
    });
    // Only routes that ask for it (login, register) are limited.
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
