// A resource defined once: its table, projection, list rules, contracts, access and hooks yield both
// its service (lib/crud under access control, plus the hooks) and its routes — the five of a collection,
// or those of them it names (`operations`) when its writes are its own (a booking, an upload), written
// in its module's routes.ts. docs/add-a-resource.md shows how a new resource is added with it.
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Collection, Resource } from '@charla/domain/access';
import { RESOURCE_LABELS } from '@charla/domain/access-labels';
import type { Actor } from '../access/actor';
import { accessColumnsFor, type ColumnMap } from '../access/sql';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { createCrud } from './crud';
import type { CrudAccess, CrudSpec, OwnedAccess, Scope } from './crud-spec';
import type { ListClauses, ListQuery } from './list';
import { collectionRoutes } from './resource-routes';
import type { ErrorStatus } from './route-docs';

type Row = Record<string, unknown>;
type Awaitable<T> = T | Promise<T>;

/** The routes a resource can generate. */
export type ResourceOperation = 'list' | 'read' | 'create' | 'update' | 'delete';
const ALL_OPERATIONS: readonly ResourceOperation[] = ['list', 'read', 'create', 'update', 'delete'];

/**
 * What a hook inside a write's transaction may leave for after its commit (queueing the emails of the
 * notices it stored, deleting a file the deleted row pointed to): run once the write has committed.
 */
export type AfterCommit = () => Awaitable<void>;
type InTransaction = Awaitable<void | AfterCommit>;

export interface ResourceHooks<TCreate, TUpdate> {
  /** Before a list is read, after the permission check: refuse a query (e.g. 404 for a parent out of reach). */
  beforeList?(actor: Actor, query: ListQuery): Awaitable<void>;
  /** After the permission check, outside the transaction (may be slow, e.g. hashing): the row to insert. */
  prepareCreate?(actor: Actor, input: TCreate): Awaitable<Row>;
  /** Inside the create's transaction, after the insert, with the request's input. */
  afterCreate?(tx: Tx, row: Row, input: TCreate, actor: Actor): InTransaction;
  /** After the permission check, outside the transaction: the changes to write. */
  prepareUpdate?(actor: Actor, input: TUpdate): Awaitable<Row>;
  /** Inside the update's transaction with the current row, locked (refuse by throwing). */
  beforeUpdate?(tx: Tx, current: Row, input: TUpdate, actor: Actor): Awaitable<void>;
  /** Inside the update's transaction, with the row as written and as it was. */
  afterUpdate?(tx: Tx, row: Row, previous: Row, actor: Actor): InTransaction;
  /** Inside the delete's transaction with the current row, locked (refuse by throwing). */
  beforeDelete?(tx: Tx, current: Row, actor: Actor): InTransaction;
  /** Inside the delete's transaction, with the row as it was. */
  afterDelete?(tx: Tx, deleted: Row, actor: Actor): InTransaction;
}

/** Collects what a write's hooks leave for after the commit, and runs it in order once committed. */
function afterCommits() {
  const pending: AfterCommit[] = [];
  return {
    keep: (result: void | AfterCommit) => {
      if (result) pending.push(result);
    },
    async run<R>(result: R): Promise<R> {
      for (const each of pending) await each();
      return result;
    },
  };
}

/** Who reaches the rows (lib/crud-spec CrudAccess). */
export type ResourceAccess =
  | {
      /** The permission resource and the view collection (DESIGN §5). */
      resource: Resource;
      collection: Collection;
      /** Row fields view filters may name; by default the collection's fields as the table's columns. */
      accessColumns?: ColumnMap;
      ownedBy?: undefined;
    }
  | {
      /** The caller's own rows alone, for any signed-in person (their notifications): the owner's column. */
      ownedBy: OwnedAccess['ownedBy'];
      /** OpenAPI tag. */
      tag: string;
      /** Its name in the document's summaries, e.g. 'Notificaciones' (a permission resource's is its label). */
      label: string;
      resource?: undefined;
      collection?: undefined;
      accessColumns?: undefined;
    };

export type ResourceDefinition<T extends object, TCreate, TUpdate> = ResourceAccess & {
  /** Route path of the collection, e.g. '/plans'. */
  path: string;
  table: CrudSpec['table'];
  /** What the API returns: a projection, possibly over joined tables (`from`). */
  columns: CrudSpec['columns'];
  from?: CrudSpec['from'];
  /** Rows reached through the row they belong to (lib/crud-spec); accessColumns default to that table's. */
  reachedThrough?: CrudSpec['reachedThrough'];
  list: CrudSpec['list'];
  notFoundMessage: string;
  /** The routes generated (default: all five); the module's routes.ts writes the others it has. */
  operations?: readonly ResourceOperation[];
  /** The contracts of packages/domain: the entity as returned and the inputs of the generated writes. */
  contracts: { entity: ZodType<T>; create?: ZodType<TCreate>; update?: ZodType<TUpdate>; patch?: ZodType };
  /** PUT replaces (roles, views…), PATCH changes some fields (users, plans…); both need `patch`. */
  updateMethods?: ('put' | 'patch')[];
  /** OpenAPI tag (default: the collection). */
  tag?: string;
  /**
   * Error answers its hooks give beyond those its routes declare (lib/route-docs), for /api/openapi.json:
   * e.g. `{ create: [404] }` when a create names a row the caller may not see.
   */
  errors?: Partial<Record<ResourceOperation, ErrorStatus[]>>;
  scope?: Scope;
  hooks?: ResourceHooks<TCreate, TUpdate>;
};

export interface ResourceService<T> {
  list(actor: Actor, query: ListQuery): Promise<{ rows: T[]; clauses: ListClauses }>;
  get(actor: Actor, id: string): Promise<T>;
  create(actor: Actor, input: unknown): Promise<T>;
  update(actor: Actor, id: string, input: unknown): Promise<T>;
  remove(actor: Actor, id: string): Promise<void>;
}

export interface DefinedResource<T> {
  service: ResourceService<T>;
  /** Registers the collection's routes (GET list, GET item, POST, PUT/PATCH, DELETE, or those of `operations`). */
  routes(app: FastifyInstance): void;
}

export function defineResource<T extends object, TCreate = Row, TUpdate = Row>(
  db: Db,
  definition: ResourceDefinition<T, TCreate, TUpdate>,
): DefinedResource<T> {
  const hooks = definition.hooks ?? {};
  const operations = definition.operations ?? ALL_OPERATIONS;
  const { contracts } = definition;
  if (operations.includes('create') && !contracts.create) throw new Error(`${definition.path}: falta contracts.create`);
  if (operations.includes('update') && !(contracts.update && definition.updateMethods?.length)) {
    throw new Error(`${definition.path}: falta contracts.update o updateMethods`);
  }
  const access: CrudAccess = definition.ownedBy
    ? { ownedBy: definition.ownedBy }
    : {
        collection: definition.collection,
        resource: definition.resource,
        accessColumns:
          definition.accessColumns ??
          accessColumnsFor(definition.collection, (definition.reachedThrough?.table ?? definition.table) as never),
      };
  const crud = createCrud<T>(db, {
    ...access,
    table: definition.table,
    columns: definition.columns,
    ...(definition.from ? { from: definition.from } : {}),
    ...(definition.reachedThrough ? { reachedThrough: definition.reachedThrough } : {}),
    list: definition.list,
    notFoundMessage: definition.notFoundMessage,
    ...(definition.scope ? { scope: definition.scope } : {}),
  });

  const service: ResourceService<T> = {
    async list(actor, query) {
      if (hooks.beforeList) {
        crud.authorizeRead(actor, 'list');
        await hooks.beforeList(actor, query);
      }
      return crud.list(actor, query);
    },
    get: crud.get,
    async create(actor, input) {
      crud.authorizeWrite(actor, 'create'); // before a costly prepareCreate
      const values = hooks.prepareCreate ? await hooks.prepareCreate(actor, input as TCreate) : (input as Row);
      const { afterCreate } = hooks;
      const later = afterCommits();
      const created = await crud.create(
        actor,
        values,
        afterCreate
          ? { after: async (tx, row) => later.keep(await afterCreate(tx, row, input as TCreate, actor)) }
          : {},
      );
      return later.run(created);
    },
    async update(actor, id, input) {
      crud.authorizeWrite(actor, 'patch');
      const values = hooks.prepareUpdate ? await hooks.prepareUpdate(actor, input as TUpdate) : (input as Row);
      const { beforeUpdate, afterUpdate } = hooks;
      const later = afterCommits();
      let previous: Row = {};
      const updated = await crud.update(actor, id, values, {
        before: async (tx, row) => {
          previous = row;
          await beforeUpdate?.(tx, row, input as TUpdate, actor);
        },
        ...(afterUpdate
          ? { after: async (tx: Tx, row: Row) => later.keep(await afterUpdate(tx, row, previous, actor)) }
          : {}),
      });
      return later.run(updated);
    },
    async remove(actor, id) {
      const { beforeDelete, afterDelete } = hooks;
      const later = afterCommits();
      await crud.remove(actor, id, {
        ...(beforeDelete ? { before: async (tx: Tx, row: Row) => later.keep(await beforeDelete(tx, row, actor)) } : {}),
        ...(afterDelete ? { after: async (tx: Tx, row: Row) => later.keep(await afterDelete(tx, row, actor)) } : {}),
      });
      await later.run(undefined);
    },
  };

  return {
    service,
    routes(app) {
      collectionRoutes(app, {
        path: definition.path,
        ...(definition.ownedBy
          ? { access: 'own' as const, tag: definition.tag, label: definition.label }
          : {
              access: { resource: definition.resource, collection: definition.collection },
              tag: definition.tag ?? definition.collection,
              label: RESOURCE_LABELS[definition.resource],
            }),
        list: definition.list,
        service,
        operations,
        entity: contracts.entity,
        ...(contracts.create ? { createBody: contracts.create } : {}),
        ...(contracts.update ? { updateBody: contracts.update } : {}),
        ...(contracts.patch ? { patchBody: contracts.patch } : {}),
        updateMethods: definition.updateMethods ?? [],
        errors: definition.errors ?? {},
      });
    },
  };
}
