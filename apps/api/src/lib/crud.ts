// Create/read/update/delete of one collection under access control, written once. Services add
// their own rules around it (protected roles, last admin, tutor links…).
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Collection, Resource } from '@charla/domain/access';
import type { Actor } from '../access/actor';
import { assertGrantAllows, authorize, grantCondition } from '../access/guard';
import type { ColumnMap } from '../access/sql';
import type { Db } from '../db/client';
import type { Queryable, Tx } from '../db/tx';
import { notFound } from './errors';
import { newId } from './ids';
import { listClauses, type ListQuery, type ListSpec } from './list';

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

export function createCrud<T extends object>(db: Db, spec: CrudSpec) {
  // Loosely typed on purpose: the projection decides the row shape, declared by T.
  const base = (q: Queryable) =>
    (spec.from ? spec.from(q, spec.columns) : q.select(spec.columns as never).from(spec.table as never)) as any;
  const tableColumns = getTableColumns(spec.table);

  async function selectById(q: Queryable, id: string, condition?: SQL): Promise<T | undefined> {
    const [row] = await base(q).where(and(eq(spec.table.id, id), condition));
    return row as T | undefined;
  }

  return {
    async list(actor: Actor, query: ListQuery, ...extra: (SQL | undefined)[]) {
      const grant = authorize(actor, spec.resource, 'read', spec.collection, 'list');
      const clauses = listClauses(spec.list, query, grantCondition(grant, spec.accessColumns), ...extra);
      const rows: T[] = await base(db).where(clauses.where)
        .orderBy(...clauses.orderBy).limit(clauses.limit).offset(clauses.offset);
      return { rows, clauses };
    },

    async get(actor: Actor, id: string): Promise<T> {
      const grant = authorize(actor, spec.resource, 'read', spec.collection, 'read');
      const row = await selectById(db, id, grantCondition(grant, spec.accessColumns));
      if (!row) throw notFound(spec.notFoundMessage);
      return row;
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
