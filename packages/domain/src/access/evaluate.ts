// The pure evaluator of user-view filters. The API's SQL compiler must give the same answer for
// every row, user and filter; differential property tests hold the two together (DESIGN §5).
import {
  collectionFieldKind,
  isCompatible,
  ownValue,
  userFieldKind,
  type Collection,
  type FieldKind,
  type UserField,
} from './vocabulary';
import type { ViewFilter } from './schemas';

export type FieldValue = string | number | readonly (string | null)[] | null | undefined;
export type AccessRow = Readonly<Record<string, FieldValue | unknown>>;
export type AccessUser = Readonly<Partial<Record<UserField, string | number | null>>>;

/** Orders strings by code point, as PostgreSQL's "C" collation orders their UTF-8 bytes. */
export function compareText(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const diff = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

function compare(kind: FieldKind, rowValue: unknown, userValue: unknown): number | null {
  if (kind === 'int') {
    return typeof rowValue === 'number' && typeof userValue === 'number' ? rowValue - userValue : null;
  }
  if (typeof rowValue !== 'string' || typeof userValue !== 'string') return null;
  // PostgreSQL's uuid type ignores the case of its input (a body may spell an id in capitals).
  return kind === 'uuid'
    ? compareText(rowValue.toLowerCase(), userValue.toLowerCase())
    : compareText(rowValue, userValue);
}

function arrayHas(rowValue: unknown, userValue: unknown, kind: FieldKind): boolean {
  if (!Array.isArray(rowValue)) return false;
  if (kind === 'text[]') return rowValue.includes(userValue);
  return typeof userValue === 'string' && rowValue.some((id) => compare('uuid', id, userValue) === 0);
}

function textHas(rowValue: unknown, userValue: unknown): boolean {
  return typeof rowValue === 'string' && typeof userValue === 'string' && rowValue.includes(userValue);
}

/**
 * Whether `row` passes one filter for `user`. Fails closed: an unknown field, an incompatible pair
 * or a null/undefined user value matches nothing. `$ne`/`$nin`/`$not_contains` are null-safe
 * (a NULL row value is "different", like SQL's IS DISTINCT FROM).
 */
export function matchesFilter(collection: Collection, filter: ViewFilter, row: AccessRow, user: AccessUser): boolean {
  const rowKind = collectionFieldKind(collection, filter.collection_field);
  const userKind = userFieldKind(filter.user_field);
  if (!rowKind || !userKind || !isCompatible(filter.operator, rowKind, userKind)) return false;
  const userValue = ownValue<unknown>(user, filter.user_field);
  if (userValue === null || userValue === undefined) return false;
  const rowValue = ownValue<unknown>(row, filter.collection_field) ?? null;

  if (rowKind === 'text[]' || rowKind === 'uuid[]') {
    const has = arrayHas(rowValue, userValue, rowKind);
    return filter.operator === '$contains' || filter.operator === '$in' ? has : !has;
  }
  switch (filter.operator) {
    case '$eq':
    case '$in':
      return compare(rowKind, rowValue, userValue) === 0;
    case '$ne':
    case '$nin':
      return compare(rowKind, rowValue, userValue) !== 0;
    case '$contains':
      return textHas(rowValue, userValue);
    case '$not_contains':
      return !textHas(rowValue, userValue);
    case '$gt':
    case '$lt':
    case '$gte':
    case '$lte': {
      const diff = compare(rowKind, rowValue, userValue);
      if (diff === null) return false;
      if (filter.operator === '$gt') return diff > 0;
      if (filter.operator === '$lt') return diff < 0;
      if (filter.operator === '$gte') return diff >= 0;
      return diff <= 0;
    }
  }
}

/** Grants are ORed: a row is reachable when any filter that lists the operation matches it. */
export function matchesAnyFilter(
  collection: Collection,
  filters: readonly ViewFilter[],
  row: AccessRow,
  user: AccessUser,
): boolean {
  return filters.some((filter) => matchesFilter(collection, filter, row, user));
}
