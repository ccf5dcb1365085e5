// The SQL compiler of user-view filters: the same semantics as `matchesFilter` in
// packages/domain/src/access/evaluate.ts, as a condition for the WHERE of the very statement that
// reads, updates or deletes (DESIGN §5). Differential property tests keep the two equal.
import { getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  COLLECTION_FIELDS,
  collectionFieldKind,
  isCompatible,
  ownValue,
  userFieldKind,
  type AccessUser,
  type Collection,
  type ViewFilter,
} from '@charla/domain/access';
import { DERIVED_FIELDS } from './derived';

/** Filterable fields: a column, or for a derived field the SQL that reads it through the row's relations. */
export type ColumnMap = Readonly<Record<string, AnyPgColumn | SQL>>;

const NOTHING = sql`false`;

/** `%`, `_` and `\` match themselves: a user value is a literal substring, never a pattern. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** How a user value enters the SQL: as is, as a LIKE pattern, or as text. */
type ValueForm = 'value' | 'like' | 'text';

function formOf(value: string | number, form: ValueForm): string | number {
  if (form === 'like') return likeContains(String(value));
  return form === 'text' ? String(value) : value;
}

export function compileFilter(collection: Collection, filter: ViewFilter, columns: ColumnMap, user: AccessUser): SQL {
  const rowKind = collectionFieldKind(collection, filter.collection_field);
  const userKind = userFieldKind(filter.user_field);
  const column = ownValue(columns, filter.collection_field);
  if (!rowKind || !userKind || !column || !isCompatible(filter.operator, rowKind, userKind)) return NOTHING;
  const raw = ownValue(user, filter.user_field);
  if (raw === null || raw === undefined) return NOTHING;
  const bind = (form: ValueForm) => formOf(raw, form);
  const value = bind('value');

  if (rowKind === 'text[]' || rowKind === 'uuid[]') {
    const element = rowKind === 'text[]' ? sql`${bind('text')}::text` : sql`${value}::uuid`;
    const has = sql`coalesce(${element} = any(${column}), false)`;
    return filter.operator === '$contains' || filter.operator === '$in' ? has : sql`not ${has}`;
  }
  const left = rowKind === 'text' ? sql`${column} collate "C"` : sql`${column}`;
  switch (filter.operator) {
    case '$eq':
    case '$in':
      return sql`${column} = ${value}`;
    case '$ne':
    case '$nin':
      return sql`${column} is distinct from ${value}`;
    case '$contains':
      return sql`${column} like ${bind('like')} escape '\\'`;
    case '$not_contains':
      return sql`not coalesce(${column} like ${bind('like')} escape '\\', false)`;
    case '$gt':
      return sql`${left} > ${value}`;
    case '$lt':
      return sql`${left} < ${value}`;
    case '$gte':
      return sql`${left} >= ${value}`;
    case '$lte':
      return sql`${left} <= ${value}`;
  }
}

/**
 * The rows a decision reaches: `undefined` for every row, otherwise the ORed grants. Always used in
 * the statement's own WHERE, never applied in memory after paging.
 */
export function compileGrants(
  collection: Collection,
  filters: readonly ViewFilter[] | null,
  columns: ColumnMap,
  user: AccessUser,
): SQL | undefined {
  if (filters === null) return undefined;
  if (filters.length === 0) return NOTHING;
  return or(...filters.map((filter) => compileFilter(collection, filter, columns, user)));
}

/**
 * The columns behind a collection's filterable fields (COLLECTION_FIELDS). Table properties carry
 * the API's field names, so the allowlist maps one-to-one; a missing column fails at start-up.
 */
export function accessColumnsFor(collection: Collection, table: PgTable): ColumnMap {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(
    Object.keys(COLLECTION_FIELDS[collection]).map((field) => {
      const column = columns[field] ?? DERIVED_FIELDS[collection]?.[field];
      if (!column) throw new Error(`La tabla de ${collection} no tiene la columna ${field}`);
      return [field, column];
    }),
  );
}
