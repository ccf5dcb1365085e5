// A resource defined once: its table, projection, list rules, contracts, access and hooks yield both
// its service (lib/crud under access control, plus the hooks) and its five routes. docs/add-a-resource.md
// shows how a new resource is added with it.
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Collection, Resource } from '@charla/domain/access';
import type { Actor } from '../access/actor';
import { accessColumnsFor, type ColumnMap } from '../access/sql';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import { createCrud } from './crud';
import type { CrudSpec, ReadExtra, ReadWith, Scope } from './crud-spec';
import type { ListClauses, ListQuery } from './list';
import { collectionRoutes } from './resource-routes';

type Row = Record<string, unknown>;
type Awaitable<T> = T | Promise<T>;

export interface ResourceHooks<TCreate, TUpdate> {
  /** After the permission check, outside the transaction (may be slow, e.g. hashing): the row to insert. */
  prepareCreate?(actor: Actor, input: TCreate): Awaitable<Row>;
  /** Inside the create's transaction, after the insert, with the request's input. */
  afterCreate?(tx: Tx, row: Row, input: TCreate, actor: Actor): Awaitable<void>;
  /** After the permission check, outside the transaction: the changes to write. */
  prepareUpdate?(actor: Actor, input: TUpdate): Awaitable<Row>;
  /** Inside the update's transaction with the current row, locked (refuse by throwing). */
  beforeUpdate?(tx: Tx, current: Row, input: TUpdate, actor: Actor): Awaitable<void>;
  /** Inside the delete's transaction with the current row, locked (refuse by throwing). */
  beforeDelete?(tx: Tx, current: Row, actor: Actor): Awaitable<void>;
  /** Inside the delete's transaction, with the row as it was. */
  afterDelete?(tx: Tx, deleted: Row, actor: Actor): Awaitable<void>;
  /** After any write committed (e.g. a cache to clear). */
  afterCommit?(): void;
}

export interface ResourceDefinition<T extends object, TCreate, TUpdate> {
  /** Route path of the collection, e.g. '/plans'. */
  path: string;
  /** The permission resource and the view collection (DESIGN §5). */
  resource: Resource;
  collection: Collection;
  table: CrudSpec['table'];
  /** What the API returns: a projection, possibly over joined tables (`from`). */
  columns: CrudSpec['columns'];
  from?: CrudSpec['from'];
  /** Row fields view filters may name; by default the collection's fields as the table's columns. */
  accessColumns?: ColumnMap;
  list: CrudSpec['list'];
  notFoundMessage: string;
  /** The contracts of packages/domain: the entity as returned and the inputs. */
  contracts: { entity: ZodType<T>; create: ZodType<TCreate>; update: ZodType<TUpdate>; patch?: ZodType };
  /** PUT replaces (roles, views…), PATCH changes some fields (users, plans…); both need `patch`. */
  updateMethods: ('put' | 'patch')[];
  /** OpenAPI tag (default: the collection). */
  tag?: string;
  scope?: Scope;
  hooks?: ResourceHooks<TCreate, TUpdate>;
}

export interface ResourceService<T> {
  list(actor: Actor, query: ListQuery): Promise<{ rows: T[]; clauses: ListClauses }>;
  get(actor: Actor, id: string): Promise<T>;
  /** get with extra columns computed in the same statement (see ReadExtra). */
  getWith<E extends object, K extends keyof T & string = never>(
    actor: Actor,
    id: string,
    extra: ReadExtra<E, K>,
    values: Record<string, unknown>,
  ): Promise<ReadWith<T, E, K>>;
  create(actor: Actor, input: unknown): Promise<T>;
  update(actor: Actor, id: string, input: unknown): Promise<T>;
  remove(actor: Actor, id: string): Promise<void>;
}

export interface DefinedResource<T> {
  service: ResourceService<T>;
  /** Registers the collection's routes (GET list, GET item, POST, PUT/PATCH, DELETE). */
  routes(app: FastifyInstance): void;
}

export function defineResource<T extends object, TCreate = Row, TUpdate = Row>(
  db: Db,
  definition: ResourceDefinition<T, TCreate, TUpdate>,
): DefinedResource<T> {
  const hooks = definition.hooks ?? {};
  const crud = createCrud<T>(db, {
    collection: definition.collection,
    resource: definition.resource,
    table: definition.table,
    columns: definition.columns,
    ...(definition.from ? { from: definition.from } : {}),
    accessColumns: definition.accessColumns ?? accessColumnsFor(definition.collection, definition.table as never),
    list: definition.list,
    notFoundMessage: definition.notFoundMessage,
    ...(definition.scope ? { scope: definition.scope } : {}),
  });
  const committed = <R>(result: R) => {
    hooks.afterCommit?.();
    return result;
  };

  const service: ResourceService<T> = {
    list: crud.list,
    get: crud.get,
    getWith: crud.getWith,
    async create(actor, input) {
      crud.authorizeWrite(actor, 'create'); // before a costly prepareCreate
      const values = hooks.prepareCreate ? await hooks.prepareCreate(actor, input as TCreate) : (input as Row);
      const after = hooks.afterCreate;
      return committed(
        await crud.create(actor, values, after ? { after: (tx, row) => after(tx, row, input as TCreate, actor) } : {}),
      );
    },
    async update(actor, id, input) {
      crud.authorizeWrite(actor, 'patch');
      const values = hooks.prepareUpdate ? await hooks.prepareUpdate(actor, input as TUpdate) : (input as Row);
      const before = hooks.beforeUpdate;
      return committed(
        await crud.update(
          actor,
          id,
          values,
          before ? { before: (tx, row) => before(tx, row, input as TUpdate, actor) } : {},
        ),
      );
    },
    async remove(actor, id) {
      const { beforeDelete, afterDelete } = hooks;
      await crud.remove(actor, id, {
        ...(beforeDelete ? { before: (tx: Tx, row: Row) => beforeDelete(tx, row, actor) } : {}),
        ...(afterDelete ? { after: (tx: Tx, row: Row) => afterDelete(tx, row, actor) } : {}),
      });
      committed(undefined);
    },
  };

  return {
    service,
    routes(app) {
      collectionRoutes(app, {
        path: definition.path,
        resource: definition.resource,
        collection: definition.collection,
        tag: definition.tag ?? definition.collection,
        list: definition.list,
        service,
        entity: definition.contracts.entity,
        createBody: definition.contracts.create,
        updateBody: definition.contracts.update,
        ...(definition.contracts.patch ? { patchBody: definition.contracts.patch } : {}),
        updateMethods: definition.updateMethods,
      });
    },
  };
}
