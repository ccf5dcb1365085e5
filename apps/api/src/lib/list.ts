// Generic list behaviour, once for every collection (DESIGN §4): paging, whitelisted sorting,
// equality and range filters, server-side `q` search and the unpaged cap.
import { and, asc, desc, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, Id, PAGE_SIZES, UNPAGED_LIMIT, type ListPage } from '@charla/domain/http';
import { parseTimestamp } from '@charla/domain/time';
import type { Actor } from '../access/actor';
import { likeContains } from '../access/sql';

type FilterKind = 'uuid' | 'text' | 'int';

export interface ListSpec {
  sortable: Record<string, AnyPgColumn>;
  defaultSort: { by: string; order: 1 | -1 };
  /** `?field=value` equality filters. */
  equality?: Record<string, { column: AnyPgColumn; kind: FilterKind }>;
  /** `?<field>_after=` / `?<field>_before=` on timestamp columns (strict). */
  ranges?: Record<string, AnyPgColumn>;
  /** Columns `q` searches (case-insensitive substring). */
  search?: AnyPgColumn[];
  /** Tie-breaker so pages never overlap or skip rows. */
  tiebreak: AnyPgColumn;
  /**
   * The rows this caller looks for first (a student's practices in their plan's language): true ones
   * lead the default order. None (undefined) for a caller without a preference; an explicit
   * `sort_by` is followed as asked.
   */
  preferred?: (actor: Actor) => SQL | undefined;
}

const Timestamp = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const date = parseTimestamp(value);
    if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Fecha no válida (use ISO 8601)' });
      return z.NEVER;
    }
    return date;
  });

const FILTER_SCHEMAS: Record<FilterKind, z.ZodType> = {
  uuid: Id,
  text: z.string().max(500, 'Valor demasiado largo'),
  int: z.coerce.number({ error: 'Debe ser un número' }).int('Debe ser un número entero'),
};

/** The querystring schema of a list: validated like every other input (422 on bad values). */
export function listQuerySchema(spec: ListSpec) {
  const shape: Record<string, z.ZodType> = {
    page_number: z.coerce
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(1, 'Debe ser 1 o mayor')
      .max(1_000_000, 'Página demasiado alta')
      .optional(),
    // A fixed set: what a caller may vary never multiplies the statements the server builds.
    page_size: z.coerce
      .number({ error: 'Debe ser un número' })
      .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
        message: `Debe ser ${PAGE_SIZES.slice(0, -1).join(', ')} o ${PAGE_SIZES.at(-1)}`,
      })
      .optional(),
    sort_by: z
      .enum(Object.keys(spec.sortable) as [string, ...string[]], { error: 'Campo de orden no permitido' })
      .optional(),
    sort_order: z.enum(['1', '-1'], { error: 'Debe ser 1 o -1' }).optional(),
    q: z.string().max(200, 'Búsqueda demasiado larga').optional(),
  };
  for (const [name, { kind }] of Object.entries(spec.equality ?? {})) shape[name] = FILTER_SCHEMAS[kind].optional();
  for (const name of Object.keys(spec.ranges ?? {})) {
    shape[`${name}_after`] = Timestamp.optional();
    shape[`${name}_before`] = Timestamp.optional();
  }
  return z.object(shape);
}

export type ListQuery = Record<string, unknown> & {
  page_number?: number;
  page_size?: number;
  sort_by?: string;
  sort_order?: '1' | '-1';
  q?: string;
};

export interface ListClauses {
  where: SQL | undefined;
  /**
   * A `q` term narrows the list: the page is read in one statement, its rows with their projection
   * (lib/crud). The matches come from the trigram indexes and their rows are read anyway, so finding
   * the ids first saves nothing.
   */
  searched: boolean;
  orderBy: SQL[];
  /**
   * The order in which the page's ids are found. With `q`, the sort column is wrapped so no index
   * can give the rows in order: the planner, expecting a search to match ~1 % of rows, would otherwise
   * walk the sort index and filter, and a term that matches one row in 100 000 read all of them
   * (190 ms); finding the matches through the trigram indexes and sorting them costs ~1 ms, and a
   * term too short for them is one scan either way (decision 013).
   */
  pageOrderBy: SQL[];
  limit: number;
  offset: number;
  pageNumber: number | null;
  pageSize: number;
}

/** The clauses of a list query, its values bound; `preferred` rows first in the default order (ListSpec). */
export function listClauses(spec: ListSpec, query: ListQuery, preferred?: SQL): ListClauses {
  const conditions: (SQL | undefined)[] = [];
  for (const [name, { column }] of Object.entries(spec.equality ?? {})) {
    if (query[name] !== undefined) conditions.push(sql`${column} = ${query[name]}`);
  }
  for (const [name, column] of Object.entries(spec.ranges ?? {})) {
    const after = query[`${name}_after`];
    const before = query[`${name}_before`];
    if (after instanceof Date) conditions.push(gt(column, after));
    if (before instanceof Date) conditions.push(lt(column, before));
  }
  const term = query.q?.trim();
  const searched = Boolean(term && spec.search?.length);
  if (searched) {
    const pattern = likeContains(term!);
    conditions.push(or(...spec.search!.map((column) => ilike(column, pattern))));
  }
  const by = query.sort_by ?? spec.defaultSort.by;
  const order = query.sort_order ? Number(query.sort_order) : query.sort_by ? 1 : spec.defaultSort.order;
  const direction = order === -1 ? desc : asc;
  const sortColumn = spec.sortable[by] ?? spec.sortable[spec.defaultSort.by]!;
  const sorted =
    sortColumn === spec.tiebreak ? [direction(sortColumn)] : [direction(sortColumn), direction(spec.tiebreak)];
  const leading = preferred && !query.sort_by ? [sql`coalesce(${preferred}, false) desc`] : [];
  const orderBy = [...leading, ...sorted];
  const pageOrderBy = searched
    ? [...leading, direction(sql`coalesce(${sortColumn}, ${sortColumn})`), ...sorted.slice(1)]
    : orderBy;

  const paged = query.page_number !== undefined;
  const pageSize = paged ? (query.page_size ?? DEFAULT_PAGE_SIZE) : UNPAGED_LIMIT;
  const pageNumber = paged ? query.page_number! : null;
  return {
    where: and(...conditions),
    searched,
    orderBy,
    pageOrderBy,
    limit: pageSize,
    offset: paged ? (pageNumber! - 1) * pageSize : 0,
    pageNumber,
    pageSize,
  };
}

/** The reply of a list. */
export function listPage<T>(rows: T[], clauses: ListClauses): { success: true; data: ListPage<T> } {
  return { success: true, data: { data: rows, page_number: clauses.pageNumber, page_size: clauses.pageSize } };
}
