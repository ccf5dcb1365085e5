// What a collection's CRUD is made of (lib/crud.ts): its table, projection, access columns, list
// rules and scope; the hooks a write runs; the extra columns a single-row read may carry.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Collection, Resource } from '@charla/domain/access';
import type { Actor } from '../access/actor';
import type { ColumnMap } from '../access/sql';
import type { Queryable, Tx } from '../db/tx';
import type { KeptPartSpec } from './kept-parts';
import type { ListSpec } from './list';

export type Row = Record<string, unknown>;
export type Table = PgTable & { id: AnyPgColumn };

export interface CrudSpec {
  collection: Collection;
  resource: Resource;
  table: Table;
  /** What the API returns: a projection, possibly over joined tables. */
  columns: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
  /** Joins the projection needs. */
  from?: (db: Queryable, columns: CrudSpec['columns']) => ReturnType<ReturnType<Queryable['select']>['from']>;
  accessColumns: ColumnMap;
  list: ListSpec;
  notFoundMessage: string;
  /** A row condition of the resource's own, beyond the caller's grant (e.g. lessons reached through assignments). */
  scope?: Scope;
  /** Projection columns of a joined row that the reads keep per its version (lib/kept-parts: an assignment's lesson). */
  keptPart?: KeptPartSpec;
}

/**
 * A resource's own row condition for a caller. `key` names the condition's shape for this caller
 * (undefined: no condition for them) and is part of every statement cache key; `where` builds it
 * with `callerId` as the caller's id (a placeholder in prepared reads, a value in writes), never
 * another per-caller value, so one prepared statement serves every caller of the same shape.
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

/**
 * Columns a single-row read adds to the resource's projection, computed in the same statement (one
 * round trip): e.g. a fingerprint of rows beside the record. `name` is part of the statement's cache
 * key; the columns' values are placeholders filled from `values`. `only`: the projection's columns the
 * read needs, when it needs few (default: all of them).
 */
export interface ReadExtra<E, K extends string = never> {
  name: string;
  columns: { [C in keyof E]: SQL<E[C]> };
  only?: readonly K[];
}

/** What a read with `ReadExtra<E, K>` answers for a record `T`: the record, or its `K` columns, with `E`. */
export type ReadWith<T, E, K extends string> = ([K] extends [never] ? T : Pick<T, K & keyof T>) & E;
