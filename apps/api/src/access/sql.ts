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
  type UserField,
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
export type ValueForm = 'value' | 'like' | 'text';
export type Binder = (field: UserField, value: string | number, form: ValueForm) => unknown;

function formOf(value: string | number, form: ValueForm): string | number {
  if (form === 'like') return likeContains(String(value));
  return form === 'text' ? String(value) : value;
}

/** Values bound into the statement (the default). */
export const bindValues: Binder = (_field, value, form) => formOf(value, form);

/**
 * Placeholders named after the user field, so one prepared statement serves every caller whose
 * filters have the same shape; `placeholderValues` fills them from a caller.
 */
export const bindPlaceholders: Binder = (field, _value, form) => sql.placeholder(`u_${field}_${form}`);

export function placeholderValues(user: AccessUser): Readonly<Record<string, string | number>> {
  let values = valuesOf.get(user);
  if (!values) {
    const computed: Record<string, string | number> = {};
    for (const [field, value] of Object.entries(user)) {
      if (value === null || value === undefined) continue;
      for (const form of ['value', 'like', 'text'] as const) computed[`u_${field}_${form}`] = formOf(value, form);
    }
    values = computed;
    valuesOf.set(user, values);
  }
  return values;
}

/**
 * A prepared statement's values: `own` (the request's) on top of `base` (the caller's, thirty-odd
 * placeholder values), which is the object's prototype rather than copied. Copying them was the
 * costliest step of preparing a read (about 70 µs a request here, more than the rest of it);
 * drizzle fills placeholders with `in` and `[]`, which see the prototype's values.
 */
export function statementValues(base: object, ...own: Record<string, unknown>[]): Record<string, unknown> {
  return Object.assign(Object.create(base) as Record<string, unknown>, ...own);
}

/**
 * The shape of a caller's grants for a statement cache: the filters, and which user values they
 * read are null (a null value compiles to `false`, so it changes the statement).
 */
export function grantShape(filters: readonly ViewFilter[] | null, user: AccessUser): string {
  if (filters === null) return 'all';
  let byUser = shapesOf.get(filters);
  if (!byUser) {
    byUser = new WeakMap();
    shapesOf.set(filters, byUser);
  }
  let shape = byUser.get(user);
  if (shape === undefined) {
    const nulls = filters.map((filter) => ((ownValue(user, filter.user_field) ?? null) === null ? 0 : 1)).join('');
    shape = `${JSON.stringify(filters)}|${nulls}`;
    byUser.set(user, shape);
  }
  return shape;
}

// Both are asked on every read, for the same few objects: a cached caller keeps its user object and a
// role's policy its filters until either changes (access/actor.ts builds new ones then), so each answer
// is kept with the objects it was computed from. Neither object is ever changed in place.
const valuesOf = new WeakMap<AccessUser, Readonly<Record<string, string | number>>>();
const shapesOf = new WeakMap<readonly ViewFilter[], WeakMap<AccessUser, string>>();

export function compileFilter(
  collection: Collection,
  filter: ViewFilter,
  columns: ColumnMap,
  user: AccessUser,
  bind: Binder = bindValues,
): SQL {
  const rowKind = collectionFieldKind(collection, filter.collection_field);
  const userKind = userFieldKind(filter.user_field);
  const column = ownValue(columns, filter.collection_field);
  if (!rowKind || !userKind || !column || !isCompatible(filter.operator, rowKind, userKind)) return NOTHING;
  const raw = ownValue(user, filter.user_field);
  if (raw === null || raw === undefined) return NOTHING;
  const field = filter.user_field;
  const value = bind(field, raw, 'value');

  if (rowKind === 'text[]' || rowKind === 'uuid[]') {
    const element = rowKind === 'text[]' ? sql`${bind(field, raw, 'text')}::text` : sql`${value}::uuid`;
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
      return sql`${column} like ${bind(field, raw, 'like')} escape '\\'`;
    case '$not_contains':
      return sql`not coalesce(${column} like ${bind(field, raw, 'like')} escape '\\', false)`;
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
  bind: Binder = bindValues,
): SQL | undefined {
  if (filters === null) return undefined;
  if (filters.length === 0) return NOTHING;
  return or(...filters.map((filter) => compileFilter(collection, filter, columns, user, bind)));
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
