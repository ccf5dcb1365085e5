// The five routes of a collection, written once: thin handlers over a service.
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Collection, Resource } from '@charla/domain/access';
import type { Actor } from '../access/actor';
import { listPage, listQuerySchema, type ListClauses, type ListQuery, type ListSpec } from './list';
import { IdParams, requireId } from './params';
import { typed } from './routing';

export interface CollectionService<T> {
  list(actor: Actor, query: ListQuery): Promise<{ rows: T[]; clauses: ListClauses }>;
  get(actor: Actor, id: string): Promise<T>;
  create(actor: Actor, input: any): Promise<T>;
  update(actor: Actor, id: string, input: any): Promise<T>;
  remove(actor: Actor, id: string): Promise<void>;
}

export interface CollectionRoutes<T> {
  path: string;
  /** The permission resource and view collection of these routes (checked before validation). */
  resource: Resource;
  collection: Collection;
  tag: string;
  list: ListSpec;
  service: CollectionService<T>;
  createBody: ZodType;
  updateBody: ZodType;
  /** PATCH's body when it differs from PUT's (a PUT replaces, a PATCH changes the fields it names). */
  patchBody?: ZodType;
  /** PUT replaces (roles, views…), PATCH changes some fields (users, plans…); both need `patch`. */
  updateMethods: ('put' | 'patch')[];
}

export function collectionRoutes<T>(app: FastifyInstance, spec: CollectionRoutes<T>) {
  const api = typed(app);
  const tags = [spec.tag];
  const item = `${spec.path}/:id`;

  // Reads through lib/crud check a cached actor in their own statement (plugins/auth: cachedActor).
  const config = { cachedActor: true };

  api.get(spec.path, { config, schema: { tags, querystring: listQuerySchema(spec.list) } }, async (req) => {
    const { rows, clauses } = await spec.service.list(req.actor, req.query as ListQuery);
    return listPage(rows, clauses);
  });

  api.get(item, { config, schema: { tags, params: IdParams } }, async (req) => ({
    success: true,
    data: await spec.service.get(req.actor, requireId(req.params.id)),
  }));

  const access = (action: 'create' | 'patch' | 'delete', operation: 'create' | 'update' | 'delete') => ({
    access: { resource: spec.resource, action, collection: spec.collection, operation },
  });

  api.post(spec.path, { config: access('create', 'create'), schema: { tags, body: spec.createBody } }, async (req, reply) =>
    reply.code(201).send({ success: true, data: await spec.service.create(req.actor, req.body) }));

  for (const method of spec.updateMethods) {
    api.route({
      method: method.toUpperCase() as 'PUT' | 'PATCH',
      url: item,
      config: access('patch', 'update'),
      schema: { tags, params: IdParams, body: method === 'patch' ? spec.patchBody ?? spec.updateBody : spec.updateBody },
      handler: async (req) => ({
        success: true,
        data: await spec.service.update(req.actor, requireId(req.params.id), req.body),
      }),
    });
  }

  api.delete(item, { config: access('delete', 'delete'), schema: { tags, params: IdParams } }, async (req) => {
    const id = requireId(req.params.id);
    await spec.service.remove(req.actor, id);
    return { success: true, data: { id } };
  });
}
