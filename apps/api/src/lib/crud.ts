// Create/read/update/delete of one collection under access control, written once. Services add
// their own rules around it (protected roles, last admin, tutor links…).
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import { authorize } from '../access/guard';
import type { Db } from '../db/client';
import type { Queryable, Tx } from '../db/tx';
import { reachCondition } from './crud-caller';
import type { CrudSpec, Row, WriteHooks } from './crud-spec';
import { forbidden, notFound } from './errors';
import { newId } from './ids';
import { listClauses, type ListClauses, type ListQuery } from './list';

export function createCrud<T extends object>(db: Db, spec: CrudSpec) {
  const tableColumns = getTableColumns(spec.table);
  // Loosely typed on purpose: the projection decides the row shape, declared by the CRUD's T.
  const selectFrom = (q: Queryable) =>
    (spec.from ? spec.from(q, spec.columns) : q.select(spec.columns as never).from(spec.table as never)) as any;

  /**
   * The permission check of a write and its row condition: the caller's grant and the resource's scope,
   * or, for what is the caller's own, their rows alone (no permission applies).
   */
  function writeAccess(actor: Actor, action: 'create' | 'patch' | 'delete') {
    if (spec.ownedBy) return { grant: undefined, condition: eq(spec.ownedBy, actor.id) };
    const operation = action === 'patch' ? 'update' : action;
    const grant = authorize(actor, spec.resource, action, spec.collection, operation);
    return { grant, condition: reachCondition(spec, grant.filters, actor, db) };
  }

  /** The rows of a read: the caller's grant and the resource's scope, in the statement's own WHERE. */
  function readCondition(actor: Actor, operation: 'list' | 'read'): SQL | undefined {
    if (spec.ownedBy) return eq(spec.ownedBy, actor.id);
    const grant = authorize(actor, spec.resource, 'read', spec.collection, operation);
    return reachCondition(spec, grant.filters, actor, db);
  }

  /**
   * A page is found first by its ids alone (filters, sort and paging on the table itself, which an
   * index can answer without reading rows: a deep page skips index entries, not rows and their joins),
   * then only those rows are read with the projection. A `q` search reads its page in one statement
   * (ListClauses.searched).
   */
  async function listRows(actor: Actor, clauses: ListClauses): Promise<T[]> {
    const condition = and(clauses.where, readCondition(actor, 'list'));
    if (clauses.searched) {
      return selectFrom(db)
        .where(condition)
        .orderBy(...clauses.pageOrderBy)
        .limit(clauses.limit)
        .offset(clauses.offset);
    }
    const page = db
      .select({ id: spec.table.id })
      .from(spec.table as never)
      .where(condition)
      .orderBy(...clauses.pageOrderBy)
      .limit(clauses.limit)
      .offset(clauses.offset)
      .as('page');
    return selectFrom(db)
      .innerJoin(page, eq(spec.table.id, page.id))
      .orderBy(...clauses.orderBy);
  }

  /**
   * A created or updated row must be inside the caller's grant (DESIGN §5). Checked by the same SQL
   * compiler that guards reads, inside the write's transaction (a refusal rolls it back), so derived
   * fields such as a student's tutor count exactly as they do when reading.
   */
  async function assertStoredRowInGrant(tx: Tx, access: ReturnType<typeof writeAccess>, id: string): Promise<void> {
    const { grant } = access;
    if (grant?.filters === null) return;
    const condition =
      grant && !spec.ownedBy
        ? reachCondition({ ...spec, scope: undefined }, grant.filters, grant.actor, tx)
        : access.condition;
    const [found] = await tx
      .select({ id: spec.table.id })
      .from(spec.table as never)
      .where(and(eq(spec.table.id, id), condition));
    if (!found) throw forbidden();
  }

  async function selectById(q: Queryable, id: string, condition?: SQL): Promise<T | undefined> {
    const [row] = await selectFrom(q).where(and(eq(spec.table.id, id), condition));
    return row as T | undefined;
  }

  return {
    /** The permission check of a read alone, for a check of the query that must not start without it. */
    authorizeRead(actor: Actor, operation: 'list' | 'read'): void {
      readCondition(actor, operation);
    },

    /** The permission check of a write alone, for work that must not start without it (hashing a password). */
    authorizeWrite(actor: Actor, action: 'create' | 'patch' | 'delete'): void {
      writeAccess(actor, action);
    },

    async list(actor: Actor, query: ListQuery): Promise<{ rows: T[]; clauses: ListClauses }> {
      const clauses = listClauses(spec.list, query, spec.list.preferred?.(actor));
      return { rows: await listRows(actor, clauses), clauses };
    },

    async get(actor: Actor, id: string): Promise<T> {
      const row = await selectById(db, id, readCondition(actor, 'read'));
      if (!row) throw notFound(spec.notFoundMessage);
      return row;
    },

    async create(actor: Actor, values: Row, hooks: Pick<WriteHooks, 'after'> = {}): Promise<T> {
      const access = writeAccess(actor, 'create');
      const row = { id: newId(), ...values, ...(spec.ownedBy ? { [spec.ownedBy.name]: actor.id } : {}) };
      return db.transaction(async (tx) => {
        await tx.insert(spec.table).values(row as never);
        await assertStoredRowInGrant(tx, access, row.id);
        await hooks.after?.(tx, row);
        return (await selectById(tx, row.id))!;
      });
    },

    async update(actor: Actor, id: string, values: Row, hooks: WriteHooks = {}): Promise<T> {
      const access = writeAccess(actor, 'patch');
      const { condition } = access;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select(tableColumns)
          .from(spec.table as never)
          .where(and(eq(spec.table.id, id), condition))
          .for('update');
        if (!current) throw notFound(spec.notFoundMessage);
        await hooks.before?.(tx, current);
        const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        const updated =
          Object.keys(changes).length === 0
            ? [current]
            : await tx
                .update(spec.table)
                .set(changes as never)
                .where(and(eq(spec.table.id, id), condition))
                .returning();
        if (updated.length === 0) throw notFound(spec.notFoundMessage);
        // The row as it is now must still be inside the caller's grant (DESIGN §5).
        await assertStoredRowInGrant(tx, access, id);
        await hooks.after?.(tx, updated[0] as Row);
        return (await selectById(tx, id))!;
      });
    },

    async remove(actor: Actor, id: string, hooks: WriteHooks = {}): Promise<void> {
      const { condition } = writeAccess(actor, 'delete');
      await db.transaction(async (tx) => {
        if (hooks.before) {
          const [current] = await tx
            .select(tableColumns)
            .from(spec.table as never)
            .where(and(eq(spec.table.id, id), condition))
            .for('update');
          if (!current) throw notFound(spec.notFoundMessage);
          await hooks.before(tx, current);
        }
        const deleted = await tx
          .delete(spec.table)
          .where(and(eq(spec.table.id, id), condition))
          .returning();
        if (deleted.length === 0) throw notFound(spec.notFoundMessage);
        await hooks.after?.(tx, deleted[0] as Row);
      });
    },
  };
}

export type Crud<T extends object> = ReturnType<typeof createCrud<T>>;
