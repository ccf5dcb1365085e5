// Entity tags (RFC 9110 §8.8.3, §13.1.2) computed from the answer itself: the same answer has the same
// tag and nothing is kept between requests (no cache). A client asking again with the tag it holds gets a
// 304 without a body when nothing changed.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong tag: the SHA-256 of the body, base64url, quoted. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** If-None-Match holds `*` or the tag among its list; the comparison is weak (a `W/` prefix is ignored). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Tags the reply with the body's ETag and says whether the request already holds it: the caller then
 * answers `reply.code(304).send()`, which keeps the headers set (ETag, Cache-Control) and sends no body.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, body: string): boolean {
  const etag = etagOf(body);
  void reply.header('etag', etag);
  return ifNoneMatchHits(request.headers['if-none-match'], etag);
}

/**
 * A JSON answer revalidated by its ETag: private (signed-in callers) and no-cache (the browser asks each
 * time), and a bodiless 304 when the request already holds the tag.
 */
export function sendTagged<T>(req: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  void reply.header('cache-control', 'private, no-cache');
  if (notModified(req, reply, JSON.stringify(body))) return reply.code(304).send();
  return body;
}
