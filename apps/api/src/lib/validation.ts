// Request validation with the zod schemas of packages/domain. A failure becomes a 422 with the
// list form the clients map onto fields: {loc: ['body', 'props', 0, 'answer'], msg, type}.
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType, core } from 'zod';
import type { ValidationIssue } from '@charla/domain/http';
// zod's own messages in Spanish for every schema, before any request is validated (issue 8).
import '@charla/domain/zod-messages';

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: ValidationIssue[]) {
    super('Error de validación');
  }
}

export function toValidationIssues(part: string, issues: readonly core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => ({
    loc: [part, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))],
    msg: issue.message,
    type: issue.code,
  }));
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(
        toValidationIssues(PART_NAMES[httpPart ?? 'body'] ?? 'body', result.error.issues),
      ),
    };
  };

/** Parses a value a route reads by hand (multipart fields, stored JSON) with the same 422 shape. */
export function parseOrThrow<T>(schema: ZodType<T>, data: unknown, part = 'body'): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new RequestValidationError(toValidationIssues(part, result.error.issues));
  return result.data;
}
