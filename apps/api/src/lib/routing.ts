import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Collection, Resource } from '@charla/domain/access';

/** The app with zod schemas typing request parts. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * The access declarations of a collection's routes (plugins/auth: every non-public route declares
 * one; the app refuses to start otherwise). The handler still authorizes and narrows rows.
 */
export function accessTo(resource: Resource, collection: Collection) {
  const declare = (
    action: 'read' | 'create' | 'patch' | 'delete',
    operation: 'list' | 'read' | 'create' | 'update' | 'delete',
  ) => ({ access: { resource, action, collection, operation } });
  return {
    list: declare('read', 'list'),
    read: declare('read', 'read'),
    create: declare('create', 'create'),
    update: declare('patch', 'update'),
    delete: declare('delete', 'delete'),
    /** A sub-resource's pairing, e.g. a homework upload: `assignments: read` with lesson_submissions `create`. */
    as: declare,
  };
}

/** A response with its description and its schema for each media type (the form the document keeps). */
export interface ContentReply {
  description: string;
  content: Record<string, { schema: ZodType }>;
}

export const jsonReply = (description: string, schema: ZodType): ContentReply => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * A route's response schemas. Replies are checked against them after JSON serialisation (a Date is then
 * an ISO string), so the handler's own return type is not held to the schemas' output types.
 */
export function replies(schemas: Record<number, ZodType | ContentReply>): Record<number, ZodType<unknown>> {
  return schemas as Record<number, ZodType<unknown>>;
}
