// Create/read/update/delete of one collection under access control, written once. Services add
// their own rules around it (protected roles, last admin, tutor links…).
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Collection, Resource } from '@charla/domain/access';
import { createHash } from 'node:crypto';
import { actorIsCurrent, actorIsCurrentPlaceholder, type Actor } from '../access/actor';
import { assertGrantAllows, authorize, grantCondition, type Grant } from '../access/guard';
import { bindPlaceholders, compileGrants, grantShape, placeholderValues, type ColumnMap } from '../access/sql';
import type { Db } from '../db/client';
import type { Queryable, Tx } from '../db/tx';
import { AppError, notFound } from './errors';
import { newId } from './ids';
import { listClauses, type ListClauses, type ListQuery, type ListSpec } from './list';

type Row = Record<string, unknown>;
type Table = PgTable & { id: AnyPgColumn };

export interface CrudSpec {
  collection: Collection;
  resource: Resource;
  table: Table;
  /** What the API returns: a projection, possibly over joined tables. */
  columns: Record<string, AnyPgColumn | SQL.Aliased>;
  /** Joins the projection needs. */
  from?: (db: Queryable, columns: CrudSpec['columns']) => ReturnType<ReturnType<Queryable['select']>['from']>;
  accessColumns: ColumnMap;
  list: ListSpec;
  notFoundMessage: string;
}

export interface WriteHooks {
  /** Runs inside the transaction with the current row (locked) before the write. */
  before?: (tx: Tx, current: Row) => Promise<void> | void;
}

/** With an actor from the cache, the statement also checks that it is still current. */
const currentCheck = (actor: Actor) => (actor.verified ? undefined : actorIsCurrent(actor));

/**
 * Runs a read with the request's actor. A cached actor's read is kept when it found something. No
 * rows, a 403 or a 404 might come from an outdated actor, so the caller is read again: at the same
 * versions nothing changed between the two reads (every write moves a version), the answer stands;
 * otherwise the read runs again with the fresh actor, exactly as if it had been read first.
 */
export async function readWithCachedActor<R>(
  actor: Actor,
  read: (actor: Actor) => Promise<R>,
  isConclusive: (result: R) => boolean = () => true,
): Promise<R> {
  if (actor.verified) return read(actor);
  let outcome: { result: R } | { error: AppError };
  try {
    const result = await read(actor);
    if (isConclusive(result)) return result;
    outcome = { result };
  } catch (error) {
    if (!(error instanceof AppError) || (error.status !== 403 && error.status !== 404)) throw error;
    outcome = { error };
  }
  const fresh = await actor.refresh();
  if (fresh.version !== actor.version) return read(fresh);
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

export function createCrud<T extends object>(db: Db, spec: CrudSpec) {
  // Loosely typed on purpose: the projection decides the row shape, declared by T.
  const base = (q: Queryable) =>
    (spec.from ? spec.from(q, spec.columns) : q.select(spec.columns as never).from(spec.table as never)) as any;
  const tableColumns = getTableColumns(spec.table);

  const getStatements = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>();
  function preparedGet(filters: Grant['filters'], actor: Actor) {
    const key = `${grantShape(filters, actor.user)}|${actor.verified ? 'fresh' : 'cached'}`;
    let statement = getStatements.get(key);
    if (!statement) {
      const condition = and(
        eq(spec.table.id, sql.placeholder('id')),
        compileGrants(spec.collection, filters, spec.accessColumns, actor.user, bindPlaceholders),
        actor.verified ? undefined : actorIsCurrentPlaceholder(),
      );
      const name = `get_${spec.collection}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
      statement = base(db).where(condition).prepare(name) as typeof statement & object;
      if (getStatements.size < 500) getStatements.set(key, statement);
    }
    return statement;
  }

  async function selectById(q: Queryable, id: string, condition?: SQL): Promise<T | undefined> {
    const [row] = await base(q).where(and(eq(spec.table.id, id), condition));
    return row as T | undefined;
  }

  return {
    async list(actor: Actor, query: ListQuery, ...extra: (SQL | undefined)[]): Promise<{ rows: T[]; clauses: ListClauses }> {
      return readWithCachedActor(actor, (current) => {
        const grant = authorize(current, spec.resource, 'read', spec.collection, 'list');
        const clauses = listClauses(spec.list, query, grantCondition(grant, spec.accessColumns), ...extra, currentCheck(current));
        return base(db).where(clauses.where)
          .orderBy(...clauses.orderBy).limit(clauses.limit).offset(clauses.offset)
          .then((rows: T[]) => ({ rows, clauses }));
      }, (result) => result.rows.length > 0);
    },

    /** The hot read: one prepared statement per grant shape, the caller's values as parameters. */
    async get(actor: Actor, id: string): Promise<T> {
      return readWithCachedActor(actor, async (current) => {
        const grant = authorize(current, spec.resource, 'read', spec.collection, 'read');
        const [row] = await preparedGet(grant.filters, current).execute({
          id, actor_id: current.id, actor_version: current.version, ...placeholderValues(current.user),
        });
        if (!row) throw notFound(spec.notFoundMessage);
        return row as T;
      });
    },

    async create(actor: Actor, values: Row, after?: (tx: Tx, row: Row) => Promise<void>): Promise<T> {
      const grant = authorize(actor, spec.resource, 'create', spec.collection, 'create');
      const row = { id: newId(), ...values };
      assertGrantAllows(grant, row);
      return db.transaction(async (tx) => {
        await tx.insert(spec.table).values(row as never);
        await after?.(tx, row);
        return (await selectById(tx, row.id))!;
      });
    },

    async update(actor: Actor, id: string, values: Row, hooks: WriteHooks = {}): Promise<T> {
      const grant = authorize(actor, spec.resource, 'patch', spec.collection, 'update');
      const condition = grantCondition(grant, spec.accessColumns);
      return db.transaction(async (tx) => {
        const [current] = await tx.select(tableColumns).from(spec.table as never)
          .where(and(eq(spec.table.id, id), condition)).for('update');
        if (!current) throw notFound(spec.notFoundMessage);
        await hooks.before?.(tx, current);
        const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        const updated = Object.keys(changes).length === 0
          ? [current]
          : await tx.update(spec.table).set(changes as never)
            .where(and(eq(spec.table.id, id), condition)).returning();
        if (updated.length === 0) throw notFound(spec.notFoundMessage);
        // The row as it is now must still be inside the caller's grant (DESIGN §5).
        assertGrantAllows(grant, updated[0] as Row);
        return (await selectById(tx, id))!;
      });
    },

    async remove(actor: Actor, id: string, hooks: WriteHooks = {}): Promise<void> {
      const grant = authorize(actor, spec.resource, 'delete', spec.collection, 'delete');
      const condition = grantCondition(grant, spec.accessColumns);
      await db.transaction(async (tx) => {
        if (hooks.before) {
          const [current] = await tx.select(tableColumns).from(spec.table as never)
            .where(and(eq(spec.table.id, id), condition)).for('update');
          if (!current) throw notFound(spec.notFoundMessage);
          await hooks.before(tx, current);
        }
        const deleted = await tx.delete(spec.table).where(and(eq(spec.table.id, id), condition))
          .returning({ id: spec.table.id });
        if (deleted.length === 0) throw notFound(spec.notFoundMessage);
      });
    },
  };
}

export type Crud<T extends object> = ReturnType<typeof createCrud<T>>;
