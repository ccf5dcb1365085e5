// Every answer the API suite sees, held to the app's own /api/openapi.json (docs/decisions/034): its status
// must be documented for that operation, its media type too, and a JSON body must match the documented
// schema. test/app.ts records each answer of each test app; a client call whose answer disagrees fails
// right there, and whatever else disagreed (a test's own app.inject, a real HTTP request) fails the file
// when its app closes.
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** One answer as the client gets it (before any compression). */
export interface Answer {
  method: string;
  /** The route's pattern, e.g. '/api/sessions/:id'; undefined when no route matched. */
  route: string | undefined;
  status: number;
  contentType: string | undefined;
  /** The body as sent: text, bytes, a stream (not read), or nothing. */
  payload: unknown;
}

/** '/api/sessions/:id' → '/api/sessions/{id}', as the document writes paths. */
export const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

function bodyText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

/**
 * What is wrong with an answer by the document, or undefined when nothing is (or the route is none of the
 * document's: the docs UI, the web app's files, a path that matched no route).
 */
export function createAnswerCheck(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Record<string, unknown>) => {
    let validate = validators.get(key);
    if (!validate) {
      // The schema sits in a root that holds the components, so its '#/components/…' references resolve.
      validate = ajv.compile({ components: document.components ?? {}, allOf: [schema] });
      validators.set(key, validate);
    }
    return validate;
  };

  return function check(answer: Answer): string | undefined {
    if (!answer.route) return undefined;
    const path = documentPath(answer.route);
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) return undefined;
    const where = `${method.toUpperCase()} ${path} → ${answer.status}`;
    const responses = operation.responses ?? {};
    const response = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`];
    if (!response) {
      return `${where}: estado no documentado (documentados: ${Object.keys(responses).join(', ')})`;
    }
    if (answer.method === 'HEAD') return undefined;
    const text = bodyText(answer.payload);
    if (answer.payload == null || text === '') {
      return response.content ? `${where}: llega sin cuerpo y se documenta uno` : undefined;
    }
    if (!response.content) return `${where}: llega con cuerpo y no se documenta ninguno`;
    const content = response.content;
    const media = answer.contentType?.split(';')[0]!.trim().toLowerCase() ?? '';
    const documented = content[media];
    if (!documented) {
      const listed = Object.keys(content).join(', ') || 'ninguno';
      return `${where}: tipo ${media || '(sin tipo)'} no documentado (documentados: ${listed})`;
    }
    if (!documented.schema || text === undefined) return undefined;
    let body: unknown = text;
    if (media.endsWith('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        return `${where}: el cuerpo no es JSON`;
      }
    } else if (documented.schema.format === 'binary') {
      return undefined;
    }
    const validate = validatorFor(`${where} ${media}`, documented.schema);
    if (validate(body)) return undefined;
    const issues = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${where}: el cuerpo no cumple el esquema documentado: ${issues.slice(0, 5).join('; ')}\n  cuerpo: ${text.slice(0, 300)}`;
  };
}

/**
 * Records every answer of `app` (call it before any plugin is registered: a hook added later does not reach
 * routes inside encapsulated plugins) and checks it once the app is ready.
 */
export function recordAnswers(app: FastifyInstance) {
  let check: ((answer: Answer) => string | undefined) | undefined;
  /** Findings by request id, until a client call claims its own. */
  const findings = new Map<string, string>();
  let answers = 0;

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    check ??= createAnswerCheck(app.swagger() as unknown as OpenApiDocument);
    answers += 1;
    const contentType = reply.getHeader('content-type');
    const finding = check({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      payload,
    });
    if (finding) findings.set(request.id, finding);
    return payload;
  });

  return {
    /** How many answers were checked. */
    count: () => answers,
    /** The finding of one answer, by its x-request-id, taken out of the list. */
    claim(requestId: unknown): string | undefined {
      if (typeof requestId !== 'string') return undefined;
      const finding = findings.get(requestId);
      findings.delete(requestId);
      return finding;
    },
    /** Every finding not claimed yet, emptied. */
    rest(): string[] {
      const rest = [...findings.values()];
      findings.clear();
      return rest;
    },
  };
}

export type AnswerRecorder = ReturnType<typeof recordAnswers>;
