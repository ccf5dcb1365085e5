// One error shape for the whole API: {success: false, detail}. Never leaks internals; anything
// unexpected is logged with the request id and answered as a plain 500.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@charla/domain/http';
import { AppError } from '../lib/errors';
import { translatePgError } from '../lib/pg-errors';
import { RequestValidationError } from '../lib/validation';

function clientError(error: FastifyError): { status: number; detail: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, detail: MESSAGES.malformedJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, detail: MESSAGES.payloadTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, detail: MESSAGES.unsupportedMediaType };
    case 'FST_ERR_RATE_LIMIT':
      return { status: 429, detail: MESSAGES.rateLimited };
    default:
      break;
  }
  const status = error.statusCode;
  if (status === 429) return { status, detail: MESSAGES.rateLimited };
  if (status === 413) return { status, detail: MESSAGES.payloadTooLarge };
  if (status === 415) return { status, detail: MESSAGES.unsupportedMediaType };
  if (status && status >= 400 && status < 500) return { status, detail: 'Solicitud no válida' };
  return undefined;
}

/**
 * Errors Fastify answers before any route or hook runs (a malformed percent-encoding, a path
 * parameter over maxParamLength): the same `{success: false, detail}` shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const detail =
    status === 414 ? 'La dirección de la solicitud es demasiado larga' : 'La dirección de la solicitud no es válida';
  return reply.code(status).send({ success: false, detail });
}

/** What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
const UNPARSED: Record<string, { status: number; reason: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    detail: 'Las cabeceras de la solicitud son demasiado grandes',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    detail: 'La solicitud tardó demasiado en llegar',
  },
};
const MALFORMED = { status: 400, reason: 'Bad Request', detail: 'La solicitud HTTP está mal formada' };

/**
 * Fastify's `clientErrorHandler`: a request line, header or Content-Length the HTTP parser cannot
 * read (no route, no hook, no reply object) still gets `{success: false, detail}` in Spanish.
 * Written on the socket as Fastify's default handler does, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, detail } = UNPARSED[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ success: false, detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return reply.code(422).send({ success: false, detail: error.issues });
      }
      const known = error instanceof AppError ? error : translatePgError(error);
      if (known) {
        if (known.status >= 500) request.log.error({ err: error }, 'request failed');
        return reply.code(known.status).send({ success: false, detail: known.detail });
      }
      const client = clientError(error);
      if (client) {
        return reply.code(client.status).send({ success: false, detail: client.detail });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ success: false, detail: MESSAGES.internal });
    });
  },
  { name: 'errors' },
);
