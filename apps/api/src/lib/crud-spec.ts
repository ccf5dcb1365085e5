// What a collection's CRUD is made of (lib/crud.ts): its table, projection, access columns, list
// rules and scope; the hooks a write runs.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Collection, Resource } from '@charla/domain/access';
import type { Actor } from '../access/actor';
import type { ColumnMap } from '../access/sql';
import type { Queryable, Tx } from '../db/tx';
import type { ListSpec } from './list';

export type Row = Record<string, unknown>;
export type Table = PgTable & { id: AnyPgColumn };

/**
 * Who reaches the rows: a permission on a resource and the caller's view of a collection (DESIGN §5), or
 * — for what is only ever the caller's own (their notifications) — the column naming the owner: any
 * signed-in person, their own rows alone, whatever their role.
 */
export type CrudAccess = GrantedAccess | OwnedAccess;
export interface GrantedAccess {
  resource: Resource;
  collection: Collection;
  accessColumns: ColumnMap;
  ownedBy?: undefined;
}
export interface OwnedAccess {
  ownedBy: AnyPgColumn;
  resource?: undefined;
  collection?: undefined;
  accessColumns?: undefined;
}

export type CrudSpec = CrudAccess & {
  table: Table;
  /** What the API returns: a projection, possibly over joined tables. */
  columns: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
  /** Joins the projection needs. */
  from?: (db: Queryable, columns: CrudSpec['columns']) => ReturnType<ReturnType<Queryable['select']>['from']>;
  list: ListSpec;
  notFoundMessage: string;
  /** A row condition of the resource's own, beyond the caller's grant (e.g. lessons reached through assignments). */
  scope?: Scope;
  /**
   * Rows reached through the row they belong to: the grant (on `collection`, with `accessColumns` of
   * `table`) picks those rows, and a row here is reached when `column` names one of them (a practice run
   * through its user).
   */
  reachedThrough?: { column: AnyPgColumn; table: Table };
};

/**
 * A resource's own row condition for a caller. `key` says whether this caller has one (undefined: no
 * condition for them); `where` builds it with `callerId` as the caller's id.
 */
export interface Scope {
  key(actor: Actor): string | undefined;
  where(callerId: SQL): SQL;
}

export interface WriteHooks {
  /** Runs inside the transaction with the current row (locked) before the write. */
  before?: (tx: Tx, current: Row) => Promise<void> | void;
  /** Runs inside the transaction with the row as written (created, updated, or as it was when deleted). */
  after?: (tx: Tx, row: Row) => Promise<void> | void;
}
