// What /api/openapi.json says of each operation beyond its own schemas, derived once from what the route
// declares (docs/decisions/034): the error answers it can really give, and that a public route needs no
// bearer token. The error schemas join the route's response schemas, so the strict test serializer checks
// error bodies as it checks the rest, and the test suite checks every answer against the document.
import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '@charla/domain/http';
import { isPublicRoute } from '../plugins/auth';
import { jsonReply, type ContentReply } from './routing';

/** What each error status means, in the document's words. */
const ERROR_MEANINGS = {
  400: 'Solicitud mal formada (JSON o formulario que no se puede leer)',
  401: 'Falta el token de acceso, o no es válido o ya venció',
  403: 'Quien llama no tiene permiso para esta acción',
  404: 'No existe, o quien llama no puede verlo',
  409: 'Choca con el estado actual (un duplicado, un registro en uso, un horario ya tomado, un cambio simultáneo)',
  413: 'La solicitud es demasiado grande',
  415: 'Tipo de contenido no admitido',
  416: 'El rango pedido (Range) no está dentro del archivo',
  422: 'Error de validación: `detail` es la lista de problemas, cada uno con su `loc`',
  429: 'Demasiados intentos: espera un momento',
  500: 'Error interno del servidor',
  503: 'Un servicio del que depende (la base de datos, el almacenamiento) no responde',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The one error body (DESIGN §4), a component of the document (`#/components/schemas/Error`). */
const ErrorBody = ErrorResponseSchema.meta({
  id: 'Error',
  description: '`detail`: un mensaje en español, o en un 422 la lista de problemas de validación',
});

/** `{success: false, detail}` for the given statuses, each described: for a route's `response`. */
export function errorReplies(...statuses: ErrorStatus[]): Record<number, ContentReply> {
  return Object.fromEntries(statuses.map((status) => [status, jsonReply(ERROR_MEANINGS[status], ErrorBody)]));
}

/** Methods whose requests carry a body Fastify parses (and may refuse: malformed, too large, wrong type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface DocumentedRoute {
  method: RouteOptions['method'];
  url: string;
  config?: FastifyContextConfig & { rateLimit?: unknown };
  schema?: FastifySchema & { consumes?: readonly string[]; hide?: boolean };
}

/**
 * The error statuses a route can answer, from what it declares: authenticated → 401; a permission it
 * needs → 403; a path parameter → 404; anything validated → 422; a body → 400, 413, 415; a multipart
 * upload → also 422 (its fields are checked by hand) and 503 (the store); a rate limit → 429; any → 500.
 * What depends on the rows (409) a route declares itself with errorReplies().
 */
export function derivedErrorStatuses(route: DocumentedRoute): ErrorStatus[] {
  const config = route.config ?? {};
  const schema = route.schema ?? {};
  const statuses = new Set<ErrorStatus>([500]);
  const upload = schema.consumes?.includes('multipart/form-data') ?? false;
  if (!isPublicRoute(route.url, config.public)) statuses.add(401);
  if (config.access) statuses.add(403);
  if (schema.params) statuses.add(404);
  if (schema.params || schema.querystring || schema.body || upload) statuses.add(422);
  if ([route.method].flat().some((method) => BODY_METHODS.has(method))) {
    for (const status of [400, 413, 415] as const) statuses.add(status);
  }
  if (upload) statuses.add(503);
  if (config.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether the route is part of the API's document (under /api and not hidden). */
export function isDocumented(route: DocumentedRoute): boolean {
  return (route.url === '/api' || route.url.startsWith('/api/')) && !route.schema?.hide;
}

/**
 * An `onRoute` hook: completes a documented route's schema with its derived error answers (what the route
 * declared itself stays) and, for a public route, an empty security requirement.
 */
export function documentRoute(route: RouteOptions): void {
  if (!isDocumented(route)) return;
  const schema = (route.schema ??= {}) as FastifySchema & { security?: unknown[] };
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  schema.response = { ...errorReplies(...derivedErrorStatuses(route)), ...declared };
  if (isPublicRoute(route.url, route.config?.public)) schema.security = [];
}

/** A success without a body (304 Not Modified): marked here, written as `type: 'null'` in the document. */
export const NO_BODY = 'x-charla-no-body';
export const noBody = (description: string) => z.null().meta({ description, [NO_BODY]: true });
