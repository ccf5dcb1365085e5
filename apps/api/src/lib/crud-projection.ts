// What a collection's reads select (lib/crud.ts): its projection over its joins, read for replies with its
// instants as ISO text (lib/instants) and a kept part's key (lib/kept-parts), or only some of its columns.
import type { Db } from '../db/client';
import type { Queryable } from '../db/tx';
import type { CrudSpec, Row } from './crud-spec';
import { withIsoInstants } from './instants';
import { createKeptParts } from './kept-parts';

export function crudProjection(db: Db, spec: CrudSpec) {
  // Loosely typed on purpose: the projection decides the row shape, declared by the CRUD's T.
  const selectFrom = (q: Queryable, columns: CrudSpec['columns']) =>
    (spec.from ? spec.from(q, columns) : q.select(columns as never).from(spec.table as never)) as any;
  const parts = spec.keptPart ? createKeptParts(db, spec.keptPart) : undefined;
  /** What the prepared reads select: the projection with its instants read as ISO text, a kept part's key. */
  const readColumns = withIsoInstants(parts ? parts.readColumns(spec.columns) : spec.columns);
  return {
    selectFrom,
    /** The projection as it is, for reads inside writes (their hooks keep Dates). */
    base: (q: Queryable) => selectFrom(q, spec.columns),
    parts,
    readColumns,
    /** A prepared read's rows, with their kept part attached. */
    attached: async (rows: unknown[]) => (parts ? parts.attach(rows as Row[]) : rows),
    /** The columns a read naming `only` (ReadExtra) selects: those, or all of readColumns. */
    projected: (only: readonly string[] | undefined): CrudSpec['columns'] => {
      if (!only) return readColumns;
      if (parts) throw new Error(`${spec.collection}: ReadExtra.only no se combina con keptPart`);
      return Object.fromEntries(only.map((name) => [name, readColumns[name]!]));
    },
  };
}
