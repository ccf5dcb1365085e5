// Replies are serialised with JSON.stringify (the envelopes are small; the zod response schemas document
// the API in /api/openapi.json). With `strict` — the test suite — each reply is also checked against its
// route's response schema, so a route that answers other than it declares fails its tests.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { ZodType } from 'zod';

export class ResponseMismatchError extends Error {
  constructor(url: string, issues: unknown) {
    super(`La respuesta de ${url} no cumple su esquema: ${JSON.stringify(issues)}`);
  }
}

export function serializerCompiler(strict: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, url, method, httpStatus }) =>
    (data) => {
      const json = JSON.stringify(data);
      if (strict) {
        const result = schema.safeParse(JSON.parse(json));
        if (!result.success) throw new ResponseMismatchError(`${method} ${url} ${httpStatus}`, result.error.issues);
      }
      return json;
    };
}
