// OpenAPI document at /api/openapi.json and a docs UI at /api/docs, from the routes' zod schemas, with the
// error answers and public routes' security derived once for every route (lib/route-docs).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentRoute, NO_BODY } from '../lib/route-docs';

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum lists null among its values, or null is refused
 * (OAS 3.0.3's clarification) — as a validator holding answers to the document does.
 */
function nullInNullableEnums(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(nullInNullableEnums);
  const node = schema as Record<string, unknown>;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  Object.values(node).forEach(nullInNullableEnums);
}

/** zod has no "no body": a response marked with noBody() becomes `type: 'null'` (no content in the document). */
const transform: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  nullInNullableEnums(output.schema);
  const response = (output.schema as { response?: Record<string, Record<string, unknown>> }).response ?? {};
  for (const [status, schema] of Object.entries(response)) {
    if (schema[NO_BODY]) response[status] = { type: 'null', description: schema.description };
  }
  return output;
};

/** The components registered with an id, less those nothing refers to (the error body's input form). */
const transformObject: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { paths?: unknown; components?: { schemas?: object } };
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(schemas)) {
    const { [name]: _itself, ...others } = schemas;
    const users = JSON.stringify([document.paths, others]);
    if (!users.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document as ReturnType<TransformObject>;
};

export default fp(
  async function docs(app: FastifyInstance) {
    // Before any route is added: every later route is completed as it is registered.
    app.addHook('onRoute', documentRoute);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Charla API',
          description:
            'API de Charla. Autenticación: `Authorization: Bearer <token>` (POST /api/login). Los errores ' +
            'responden `{success: false, detail}`: `detail` es un mensaje en español, o en un 422 la lista de ' +
            'problemas de validación, cada uno con su `loc`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform,
      // The schemas registered with an id (the error body) as components, referenced by every operation.
      transformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
    app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
