// Create/read/update/delete of one collection under access control, written once. Services add
// their own rules around it (protected roles, last admin, tutor links…).
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import { authorize, authorizeCachedRead, grantCondition, type Grant } from '../access/guard';
import { statementValues } from '../access/sql';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/statements';
import type { Queryable, Tx } from '../db/tx';
import { preparedCaller, reachCondition, readWithCachedActor } from './crud-caller';
import { crudProjection } from './crud-projection';
import type { CrudSpec, ReadExtra, ReadWith, Row, WriteHooks } from './crud-spec';
import { forbidden, notFound } from './errors';
import { newId } from './ids';
import { anchorable, createListAnchors } from './list-anchors';
import { listClauses, listPlaceholders, pageLimit, type ListClauses, type ListQuery } from './list';
import { createOwnerPages } from './owner-pages';
import { createSharedListPages } from './shared-pages';

/** The column an anchored page reads its table's version into (never returned). */
const VERSION = '_list_version';

export function createCrud<T extends object>(db: Db, spec: CrudSpec) {
  const { selectFrom, base, parts, readColumns, attached, projected } = crudProjection(db, spec);
  const tableColumns = getTableColumns(spec.table);

  const scopeKey = (actor: Actor) => spec.scope?.key(actor);
  /** The row condition of a write: the caller's grant and the resource's scope, values bound. */
  const writeCondition = (grant: Grant, actor: Actor) => reachCondition(spec, grant.filters, actor);

  const { callerCondition, callerValues, callerShape } = preparedCaller(spec);

  const preparedGet = (filters: Grant['filters'], actor: Actor, extra?: ReadExtra<object, string>) =>
    preparedStatement(
      db,
      `get_${spec.collection}`,
      `${callerShape(filters, actor)}${extra ? `|+${extra.name}` : ''}`,
      () =>
        selectFrom(
          db,
          extra ? { ...projected(extra.only), ...(extra.columns as CrudSpec['columns']) } : readColumns,
        ).where(and(eq(spec.table.id, sql.placeholder('id')), callerCondition(filters, actor))),
    );

  /** The hot read: one prepared statement per grant shape (and extra), the caller's values as parameters. */
  const getRow = <E extends object, K extends string = never>(
    actor: Actor,
    id: string,
    extra?: ReadExtra<E, K>,
    values: Row = {},
  ) =>
    readWithCachedActor(actor, async (current) => {
      const grant = authorizeCachedRead(current, spec.resource, spec.collection, 'read');
      const [row] = await attached(
        await preparedGet(grant.filters, current, extra).execute(
          statementValues(callerValues(current), values, { id }),
        ),
      );
      if (!row) throw notFound(spec.notFoundMessage);
      return row as ReadWith<T, E, K>;
    });

  /**
   * A page is found first by its ids alone (filters, sort and paging on the table itself, which an
   * index can answer without reading rows: a deep page skips index entries, not rows and their joins),
   * then only those rows are read with the projection. A `q` search reads its page in one statement
   * (ListClauses.searched).
   */
  // A kept page's miss is read the plain way, never from anchors: one list does not use both.
  const keptPages = [spec.list.sharedPages, spec.list.ownerPages, spec.list.versioned, parts].filter(Boolean);
  if ((spec.list.sharedPages || spec.list.ownerPages) && keptPages.length > 1) {
    throw new Error(`${spec.collection}: sharedPages u ownerPages no se combinan con versioned, keptPart ni entre sí`);
  }
  const shared = spec.list.sharedPages ? createSharedListPages(db, spec.collection, spec.list.sharedPages) : undefined;
  const owned = spec.list.ownerPages
    ? createOwnerPages(db, spec.collection, spec.table, spec.list.ranges ?? {}, spec.list.ownerPages)
    : undefined;

  /** A page's statement; `anchored` starts from an anchor, `extra` columns are read beside each row (a kept page's version). */
  const preparedList = (
    filters: Grant['filters'],
    actor: Actor,
    clauses: ListClauses,
    { anchored = false, extra }: { anchored?: boolean; extra?: { name: string; columns: Record<string, SQL> } } = {},
  ) =>
    preparedStatement(
      db,
      `list_${spec.collection}`,
      `${callerShape(filters, actor)}|${clauses.shape}${anchored ? '|anchored' : ''}${extra ? `|${extra.name}` : ''}`,
      () => {
        const added = anchored ? { [VERSION]: anchors!.version } : extra?.columns;
        const columns = added ? ({ ...readColumns, ...added } as CrudSpec['columns']) : readColumns;
        const condition = and(
          clauses.where,
          callerCondition(filters, actor, { plannedEachRun: clauses.planEachRun }),
          anchored ? anchors!.from(clauses.sort) : undefined,
        );
        if (clauses.searched) {
          return selectFrom(db, columns)
            .where(condition)
            .orderBy(...clauses.pageOrderBy)
            .limit(pageLimit(clauses) as never)
            .offset(sql.placeholder('offset'));
        }
        const page = db
          .select({ id: spec.table.id })
          .from(spec.table as never)
          .where(condition)
          .orderBy(...clauses.pageOrderBy)
          .limit(pageLimit(clauses) as never)
          .offset(sql.placeholder('offset'))
          .as('page');
        return selectFrom(db, columns)
          .innerJoin(page, eq(spec.table.id, page.id))
          .orderBy(...clauses.orderBy);
      },
      { planEachRun: clauses.planEachRun },
    );

  const anchors = spec.list.versioned
    ? createListAnchors(db, spec.table, spec.list.tiebreak, spec.list.versioned)
    : undefined;

  /**
   * A deep page of a versioned list from its anchor (lib/list-anchors.ts), or undefined: read it the
   * plain way (no anchor yet, an empty page, or the table changed since the anchors — then they are
   * computed again for the next request).
   */
  async function anchoredPage(grant: Grant, actor: Actor, clauses: ListClauses, values: Row) {
    if (!anchors || !anchorable(clauses, grant.filters === null && scopeKey(actor) === undefined)) return undefined;
    const anchor = anchors.anchorFor(clauses.sort, clauses.offset);
    if (anchor) {
      const rows = (await preparedList(grant.filters, actor, clauses, { anchored: true }).execute(
        statementValues(callerValues(actor), values, {
          offset: clauses.offset - anchor.position,
          anchor_sort: anchor.sort,
          anchor_id: anchor.id,
        }),
      )) as Row[];
      if (rows.length === 0) return undefined;
      if (rows[0]![VERSION] === anchor.version) return rows.map(({ [VERSION]: _version, ...row }) => row);
    }
    await anchors.refresh(clauses.sort);
    return undefined;
  }

  /**
   * A created or updated row must be inside the caller's grant (DESIGN §5). Checked by the same SQL
   * compiler that guards reads, inside the write's transaction (a refusal rolls it back), so derived
   * fields such as a student's tutor count exactly as they do when reading.
   */
  async function assertStoredRowInGrant(tx: Tx, grant: Grant, id: string): Promise<void> {
    if (grant.filters === null) return;
    const [found] = await tx
      .select({ id: spec.table.id })
      .from(spec.table as never)
      .where(and(eq(spec.table.id, id), grantCondition(grant, spec.accessColumns)));
    if (!found) throw forbidden();
  }

  async function selectById(q: Queryable, id: string, condition?: SQL): Promise<T | undefined> {
    const [row] = await base(q).where(and(eq(spec.table.id, id), condition));
    return row as T | undefined;
  }

  return {
    /** The permission check of a write alone, for work that must not start without it (hashing a password). */
    authorizeWrite(actor: Actor, action: 'create' | 'patch' | 'delete'): void {
      const operation = action === 'patch' ? 'update' : action;
      authorize(actor, spec.resource, action, spec.collection, operation);
    },

    /** One prepared statement per grant shape and list shape; the caller's and the query's values as parameters. */
    async list(actor: Actor, query: ListQuery): Promise<{ rows: T[]; clauses: ListClauses }> {
      return readWithCachedActor(
        actor,
        async (current) => {
          const grant = authorizeCachedRead(current, spec.resource, spec.collection, 'list');
          const { bind, values } = listPlaceholders();
          const clauses = listClauses(spec.list, query, bind);
          // A page kept for every caller, or for this caller alone: read with the columns it is kept by.
          const kept =
            shared && grant.filters === null && scopeKey(current) === undefined
              ? shared
              : owned?.reaches(grant.filters) && scopeKey(current) === undefined
                ? owned
                : undefined;
          if (kept) {
            const rows = await kept.page(
              current,
              clauses,
              values,
              async (extra) =>
                preparedList(grant.filters, current, clauses, { extra }).execute(
                  statementValues(callerValues(current), values, { offset: clauses.offset }),
                ) as Promise<Row[]>,
            );
            return { rows: rows as T[], clauses };
          }
          const rows =
            (await anchoredPage(grant, current, clauses, values)) ??
            (await preparedList(grant.filters, current, clauses).execute(
              statementValues(callerValues(current), values, { offset: clauses.offset }),
            ));
          return { rows: (await attached(rows)) as T[], clauses };
        },
        (result) => result.rows.length > 0,
      );
    },

    /** The hot read: one prepared statement per grant shape, the caller's values as parameters. */
    get: (actor: Actor, id: string): Promise<T> => getRow(actor, id),

    /** The same read with `extra`'s columns beside the record, in the same statement. */
    getWith: <E extends object, K extends keyof T & string = never>(
      actor: Actor,
      id: string,
      extra: ReadExtra<E, K>,
      values: Row,
    ): Promise<ReadWith<T, E, K>> => getRow(actor, id, extra, values),

    async create(actor: Actor, values: Row, hooks: Pick<WriteHooks, 'after'> = {}): Promise<T> {
      const grant = authorize(actor, spec.resource, 'create', spec.collection, 'create');
      const row = { id: newId(), ...values };
      return db.transaction(async (tx) => {
        await tx.insert(spec.table).values(row as never);
        await assertStoredRowInGrant(tx, grant, row.id);
        await hooks.after?.(tx, row);
        return (await selectById(tx, row.id))!;
      });
    },

    async update(actor: Actor, id: string, values: Row, hooks: WriteHooks = {}): Promise<T> {
      const grant = authorize(actor, spec.resource, 'patch', spec.collection, 'update');
      const condition = writeCondition(grant, actor);
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
        await assertStoredRowInGrant(tx, grant, id);
        await hooks.after?.(tx, updated[0] as Row);
        return (await selectById(tx, id))!;
      });
    },

    async remove(actor: Actor, id: string, hooks: WriteHooks = {}): Promise<void> {
      const grant = authorize(actor, spec.resource, 'delete', spec.collection, 'delete');
      const condition = writeCondition(grant, actor);
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
