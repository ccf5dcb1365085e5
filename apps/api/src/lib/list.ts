// Generic list behaviour, once for every collection (DESIGN §4): paging, whitelisted sorting,
// equality and range filters, server-side `q` search and the unpaged cap.
import { and, asc, desc, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, Id, MAX_PAGE_SIZE, UNPAGED_LIMIT, type ListPage } from '@charla/domain/http';
import { parseTimestamp } from '@charla/domain/time';
import { likeContains } from '../access/sql';
import type { OwnerPagesSpec } from './owner-pages';
import { JsonText } from './serialization';
import { jsonOfKeptRows } from './shared-pages';

type FilterKind = 'uuid' | 'text' | 'int';

export interface ListSpec {
  sortable: Record<string, AnyPgColumn>;
  /**
   * The table's row in table_versions (migration 0010), for big lists: deep pages of the unfiltered
   * list then start from a remembered anchor instead of skipping rows (lib/list-anchors.ts).
   */
  versioned?: string;
  /**
   * The tables (rows of table_versions) every column of the projection is read from, for a list whose
   * pages are the same for every caller it reaches in full: those pages are kept and served again while
   * a statement sees the same versions (lib/shared-pages.ts). Name every table the projection reads.
   * Not combined with `versioned` (lib/crud refuses it): a missed page is read the plain way.
   */
  sharedPages?: string[];
  /**
   * For a list whose rows have an owner: the pages of a caller whose grant reaches only their own rows
   * are kept per caller at the owner's version (lib/owner-pages.ts). Not combined with `sharedPages`,
   * `versioned` or a kept part (lib/crud refuses it).
   */
  ownerPages?: OwnerPagesSpec;
  defaultSort: { by: string; order: 1 | -1 };
  /** `?field=value` equality filters. */
  equality?: Record<string, { column: AnyPgColumn; kind: FilterKind }>;
  /** `?<field>_after=` / `?<field>_before=` on timestamp columns (strict). */
  ranges?: Record<string, AnyPgColumn>;
  /** Columns `q` searches (case-insensitive substring). */
  search?: AnyPgColumn[];
  /** Tie-breaker so pages never overlap or skip rows. */
  tiebreak: AnyPgColumn;
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
    page_size: z.coerce
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(1, 'Debe ser 1 o mayor')
      .max(MAX_PAGE_SIZE, `Debe ser ${MAX_PAGE_SIZE} o menor`)
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
  /** What decides the statement's text (which filters, sort, paging), not its values. */
  shape: string;
  /** Some filter or `q` narrows the list. */
  filtered: boolean;
  /**
   * Planned for each run's values (db/plans.ts): how many rows a `q` term or an equality filter selects
   * decides the plan (`role_id` of the few admins: 0.09 ms through its index, 50 ms walking the sort's
   * index under the plan made for an average role). Ranges, sort and paging have one good plan.
   */
  planEachRun: boolean;
  /**
   * A `q` term narrows the list: the page is read in one statement, its rows with their projection
   * (lib/crud). The matches come from the trigram indexes and their rows are read anyway, so finding
   * the ids first saves nothing, while planning the second level on every run costs a fifth of the read.
   */
  searched: boolean;
  /** The sort: its name, column and direction (the tiebreak follows the same direction). */
  sort: { by: string; column: AnyPgColumn; order: 1 | -1 };
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

/** How a list's values enter its SQL: here as a prepared statement's named placeholders. */
export type ListBind = (name: string, value: unknown) => unknown;

/** Placeholders named after the parameter; `values` collects what fills them (instants as ISO text). */
export function listPlaceholders(): { bind: ListBind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: ListBind = (name, value) => {
    values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

/** A value computed on first use, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The clauses of a list query. Its values are bound at once; its SQL (conditions and orders) is built on
 * first use: a prepared statement needs it once per shape, and a kept page not at all.
 */
export function listClauses(spec: ListSpec, query: ListQuery, bind: ListBind): ListClauses {
  const conditions: (() => SQL | undefined)[] = [];
  const shape: string[] = [];
  let planEachRun = false;
  for (const [name, { column }] of Object.entries(spec.equality ?? {})) {
    if (query[name] === undefined) continue;
    const value = bind(`eq_${name}`, query[name]);
    conditions.push(() => sql`${column} = ${value}`);
    shape.push(name);
    planEachRun = true;
  }
  for (const [name, column] of Object.entries(spec.ranges ?? {})) {
    const after = query[`${name}_after`];
    const before = query[`${name}_before`];
    if (after instanceof Date) {
      const value = bind(`${name}_after`, after);
      conditions.push(() => gt(column, value));
      shape.push(`${name}_after`);
    }
    if (before instanceof Date) {
      const value = bind(`${name}_before`, before);
      conditions.push(() => lt(column, value));
      shape.push(`${name}_before`);
    }
  }
  const term = query.q?.trim();
  const search = term && spec.search?.length ? { term, columns: spec.search } : undefined;
  if (search) {
    const pattern = bind('q', likeContains(search.term));
    conditions.push(() => or(...search.columns.map((column) => ilike(column, pattern as string))));
    shape.push('q');
  }
  const by = query.sort_by ?? spec.defaultSort.by;
  const order = query.sort_order ? Number(query.sort_order) : query.sort_by ? 1 : spec.defaultSort.order;
  const direction = order === -1 ? desc : asc;
  const sortBy = spec.sortable[by] ? by : spec.defaultSort.by;
  const sortColumn = spec.sortable[sortBy]!;
  const orderBy = once(() =>
    sortColumn === spec.tiebreak ? [direction(sortColumn)] : [direction(sortColumn), direction(spec.tiebreak)],
  );
  const where = once(() => and(...conditions.map((condition) => condition())));
  const pageOrderBy = once(() =>
    search ? [direction(sql`coalesce(${sortColumn}, ${sortColumn})`), ...orderBy().slice(1)] : orderBy(),
  );

  const paged = query.page_number !== undefined;
  const pageSize = paged ? (query.page_size ?? DEFAULT_PAGE_SIZE) : UNPAGED_LIMIT;
  const pageNumber = paged ? query.page_number! : null;
  return new Clauses(
    {
      shape: `${shape.join(',')}|${sortBy}:${order}|${paged ? `paged:${pageSize}` : 'all'}`,
      filtered: shape.length > 0,
      planEachRun: planEachRun || search !== undefined,
      searched: search !== undefined,
      sort: { by: sortBy, column: sortColumn, order: order === -1 ? -1 : 1 },
      limit: pageSize,
      offset: paged ? (pageNumber! - 1) * pageSize : 0,
      pageNumber,
      pageSize,
    },
    { where, orderBy, pageOrderBy },
  );
}

type BuiltOnUse = Pick<ListClauses, 'where' | 'orderBy' | 'pageOrderBy'>;

/** ListClauses whose SQL is built on first use (getters on the prototype: cheap to create per request). */
class Clauses implements ListClauses {
  readonly shape: string;
  readonly filtered: boolean;
  readonly planEachRun: boolean;
  readonly searched: boolean;
  readonly sort: ListClauses['sort'];
  readonly limit: number;
  readonly offset: number;
  readonly pageNumber: number | null;
  readonly pageSize: number;

  constructor(
    fields: Omit<ListClauses, keyof BuiltOnUse>,
    private readonly built: { [K in keyof BuiltOnUse]: () => BuiltOnUse[K] },
  ) {
    this.shape = fields.shape;
    this.filtered = fields.filtered;
    this.planEachRun = fields.planEachRun;
    this.searched = fields.searched;
    this.sort = fields.sort;
    this.limit = fields.limit;
    this.offset = fields.offset;
    this.pageNumber = fields.pageNumber;
    this.pageSize = fields.pageSize;
  }

  get where() {
    return this.built.where();
  }

  get orderBy() {
    return this.built.orderBy();
  }

  get pageOrderBy() {
    return this.built.pageOrderBy();
  }
}

/** The reply of a list; a kept page's rows are written from the JSON kept with them (lib/shared-pages). */
export function listPage<T>(rows: T[], clauses: ListClauses): { success: true; data: ListPage<T> } | JsonText {
  const json = jsonOfKeptRows(rows as object[]);
  if (json === undefined) {
    return { success: true, data: { data: rows, page_number: clauses.pageNumber, page_size: clauses.pageSize } };
  }
  return new JsonText(
    `{"success":true,"data":{"data":${json},"page_number":${JSON.stringify(clauses.pageNumber)},"page_size":${clauses.pageSize}}}`,
  );
}

/**
 * The page size as a literal of the statement (the list's shape names it): a plan made once for every
 * offset then knows it reads ten rows, not a guessed tenth of the table (decision 013, issue 13).
 */
export function pageLimit(clauses: ListClauses): SQL {
  return sql.raw(String(Math.trunc(clauses.limit)));
}
