// The five routes of a collection (or those of them a resource names), written once: thin handlers over a
// service, each declaring its access and its response schema (so /api/openapi.json documents outputs as
// well as inputs).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Collection, Resource } from '@charla/domain/access';
import { itemResponse, listResponse } from '@charla/domain/http';
import { listPage, listQuerySchema, type ListQuery, type ListSpec } from './list';
import { IdParams, requireId } from './params';
import type { ResourceOperation, ResourceService } from './resource';
import { errorReplies, type ErrorStatus } from './route-docs';
import { accessTo, replies, typed } from './routing';

export interface CollectionRoutes<T> {
  path: string;
  /** A permission on a resource and the caller's view of a collection, or the caller's own rows ('own'). */
  access: { resource: Resource; collection: Collection } | 'own';
  tag: string;
  /** Its name in the summaries, e.g. 'Usuarios'. */
  label: string;
  list: ListSpec;
  service: ResourceService<T>;
  operations: readonly ResourceOperation[];
  entity: ZodType;
  createBody?: ZodType;
  updateBody?: ZodType;
  /** PATCH's body when it differs from PUT's (a PUT replaces, a PATCH changes the fields it names). */
  patchBody?: ZodType;
  updateMethods: ('put' | 'patch')[];
  /** Error answers of an operation beyond those its route declares (its hooks'). */
  errors: Partial<Record<ResourceOperation, ErrorStatus[]>>;
}

export const DeletedResponse = itemResponse(z.object({ id: z.string() }));

/** Each generated operation in the document: its id (`users_list`) and summary ('Usuarios: listar'). */
const OPERATION_DOCS = {
  list: { id: 'list', summary: 'listar (por páginas, o hasta 1000 sin page_number)' },
  read: { id: 'read', summary: 'leer uno' },
  create: { id: 'create', summary: 'crear' },
  put: { id: 'replace', summary: 'reemplazar (PUT)' },
  patch: { id: 'update', summary: 'modificar los campos enviados (PATCH)' },
  delete: { id: 'delete', summary: 'eliminar' },
} as const;

export function collectionRoutes<T>(app: FastifyInstance, spec: CollectionRoutes<T>) {
  const api = typed(app);
  const tags = [spec.tag];
  const item = `${spec.path}/:id`;
  const own = { own: true } as const;
  const access: Record<ResourceOperation, FastifyContextConfig> =
    spec.access === 'own'
      ? { list: own, read: own, create: own, update: own, delete: own }
      : accessTo(spec.access.resource, spec.access.collection);
  const one = { 200: itemResponse(spec.entity) };
  const has = (operation: ResourceOperation) => spec.operations.includes(operation);
  // A write meets the rows: a duplicate, a row still in use, a concurrent change (lib/pg-errors) — 409.
  const errors = (operation: ResourceOperation) =>
    errorReplies(
      ...(operation === 'list' || operation === 'read' ? [] : [409 as const]),
      ...(spec.errors[operation] ?? []),
    );
  const doc = (operation: keyof typeof OPERATION_DOCS) => ({
    tags,
    operationId: `${spec.tag}_${OPERATION_DOCS[operation].id}`,
    summary: `${spec.label}: ${OPERATION_DOCS[operation].summary}`,
  });

  if (has('list'))
    api.get(
      spec.path,
      {
        config: access.list,
        schema: {
          ...doc('list'),
          querystring: listQuerySchema(spec.list),
          response: replies({ 200: listResponse(spec.entity), ...errors('list') }),
        },
      },
      async (req) => {
        const { rows, clauses } = await spec.service.list(req.actor, req.query as ListQuery);
        return listPage(rows, clauses);
      },
    );

  if (has('read'))
    api.get(
      item,
      {
        config: access.read,
        schema: { ...doc('read'), params: IdParams, response: replies({ ...one, ...errors('read') }) },
      },
      async (req) => ({
        success: true as const,
        data: await spec.service.get(req.actor, requireId(req.params.id)),
      }),
    );

  if (has('create'))
    api.post(
      spec.path,
      {
        config: access.create,
        schema: {
          ...doc('create'),
          body: spec.createBody,
          response: replies({ 201: itemResponse(spec.entity), ...errors('create') }),
        },
      },
      async (req, reply) =>
        reply.code(201).send({ success: true, data: await spec.service.create(req.actor, req.body) }),
    );

  for (const method of has('update') ? spec.updateMethods : []) {
    api.route({
      method: method.toUpperCase() as 'PUT' | 'PATCH',
      url: item,
      config: access.update,
      schema: {
        ...doc(method),
        params: IdParams,
        body: method === 'patch' ? (spec.patchBody ?? spec.updateBody) : spec.updateBody,
        response: replies({ ...one, ...errors('update') }),
      },
      handler: async (req) => ({
        success: true as const,
        data: await spec.service.update(req.actor, requireId(req.params.id), req.body),
      }),
    });
  }

  if (has('delete'))
    api.delete(
      item,
      {
        config: access.delete,
        schema: {
          ...doc('delete'),
          params: IdParams,
          response: replies({ 200: DeletedResponse, ...errors('delete') }),
        },
      },
      async (req) => {
        const id = requireId(req.params.id);
        await spec.service.remove(req.actor, id);
        return { success: true as const, data: { id } };
      },
    );
}
