// Answers revalidated by ETag (decision 013): the tag is a hash of the body; a browser asking again with
// it gets a 304 without one when nothing changed. Private (signed-in callers) and no-cache (asked each time).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function sendTagged<T>(req: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return body;
}
