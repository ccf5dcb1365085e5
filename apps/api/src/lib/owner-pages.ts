// Pages of a caller's own rows, kept per caller (ListSpec.ownerPages). A caller whose grant reaches only
// the rows they own (exactly one view filter: the owner column equals their id) sees a page that changes
// only when one of their rows, or what the projection joins to them, is written: the owner's version
// (a statement trigger moves it in the writing transaction, migration 0018) names that state. A kept page
// is served again only after a statement of the request's own sees the same version, so it is exactly the
// page a fresh read would give, in any API process; that statement reads one row of a few indexes, where
// the page's own statement reads, joins and serialises every row (decision 013, issue 13).
//
// A list asked "before now" or "after now" carries a new instant in every request. The page read at
// instant t holds for every instant between the owner's nearest rows on either side of t (the window):
// moving the bound between them selects the same rows. The window is read with the page, in its snapshot.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ViewFilter } from '@charla/domain/access';
import type { Actor } from '../access/actor';
import type { Db } from '../db/client';
import type { ListClauses } from './list';
import { createPageStore, versionProbe, type ReadPage } from './shared-pages';

export interface OwnerPagesSpec {
  /** The collection field a view filter names for the owner (`user_id`), and its column. */
  field: string;
  column: AnyPgColumn;
  /** Everything the projection reads for the owner's rows, as one text (null: no such owner). */
  version: (owner: SQL) => SQL;
  /** A range of ListSpec.ranges whose one bound a client sends as "now" (`meeting_time`). */
  window?: string;
}

type Row = Record<string, unknown>;

/** The columns an owner page's statement reads beside its rows (never returned). */
const VERSION = '_owner_version';
const LOW = '_window_low';
const HIGH = '_window_high';

/** The one bound of the window's range a query carries, in microseconds since the epoch. */
interface Bound {
  side: 'after' | 'before';
  name: string;
  at: number;
}

interface Window {
  side: Bound['side'];
  /** Microseconds since the epoch; null: no row on that side. */
  low: number | null;
  high: number | null;
}

const PAGES = 20_000;
const CHARS = 64 * 1024 * 1024;

const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export function createOwnerPages(
  db: Db,
  collection: string,
  table: PgTable,
  ranges: Record<string, AnyPgColumn>,
  spec: OwnerPagesSpec,
) {
  const owner = sql`${sql.placeholder('actor_id')}::uuid`;
  const windowColumn = spec.window ? ranges[spec.window] : undefined;
  if (spec.window && !windowColumn) throw new Error(`${collection}: ownerPages.window no es un rango de la lista`);
  const pages = createPageStore<{ window?: Window }>(PAGES, CHARS);

  /** The owner's nearest row before (`max`) or after (`min`) the bound, on the owner's index. */
  const nearest = (edge: 'max' | 'min', operator: string, bound: Bound) =>
    sql`(select ${micros(sql`${sql.raw(edge)}(${windowColumn})`)} from ${table}
      where ${spec.column} = ${owner} and ${windowColumn} ${sql.raw(operator)} ${sql.placeholder(bound.name)})`;

  const probe = versionProbe(db, `owner_probe_${collection}`, spec.version(owner));

  const [afterName, beforeName] = [`${spec.window}_after`, `${spec.window}_before`];

  function boundOf(values: Row): Bound | undefined {
    if (!spec.window) return undefined;
    const after = values[afterName];
    const before = values[beforeName];
    if (typeof after === 'string' && before === undefined)
      return { side: 'after', name: afterName, at: Date.parse(after) * 1000 };
    if (typeof before === 'string' && after === undefined)
      return { side: 'before', name: beforeName, at: Date.parse(before) * 1000 };
    return undefined;
  }

  /** Whether the rows selected at the window's instant are the ones selected at `bound` (strict bounds, lib/list). */
  function holds(window: Window | undefined, bound: Bound | undefined): boolean {
    if (!window || !bound) return window === undefined && bound === undefined;
    const { low, high } = window;
    if (bound.side !== window.side) return false;
    // `< t` selects the same rows for every t in (low, high]; `> t` for every t in [low, high).
    return bound.side === 'before'
      ? (low === null || low < bound.at) && (high === null || bound.at <= high)
      : (low === null || low <= bound.at) && (high === null || bound.at < high);
  }

  return {
    /** Whether a grant reaches only the caller's own rows. */
    reaches: (filters: readonly ViewFilter[] | null): boolean =>
      filters?.length === 1 &&
      filters[0]!.user_field === 'id' &&
      filters[0]!.operator === '$eq' &&
      filters[0]!.collection_field === spec.field,

    /**
     * The caller's page: the kept one while the owner is at its version and the bound in its window, else
     * read by `readPage` with the window and version beside its rows, and kept. An empty answer sends a
     * cached caller to be read again (readWithCachedActor): when the probe finds them changed, and when
     * the page is empty.
     */
    async page(actor: Actor, clauses: ListClauses, values: Row, readPage: ReadPage): Promise<readonly object[]> {
      const bound = boundOf(values);
      let key = `${actor.id}|${clauses.shape}|${clauses.offset}`;
      for (const name in values) if (name !== bound?.name) key += `|${name}=${JSON.stringify(values[name])}`;
      const kept = pages.get(key);
      if (kept && holds(kept.window, bound)) {
        const version = await probe(actor);
        if (version === undefined) return [];
        if (version === kept.version) return kept.rows;
      }
      const columns: Record<string, SQL> = { [VERSION]: sql`(select ${spec.version(owner)})` };
      if (bound) {
        const [below, above] = bound.side === 'before' ? ['<', '>='] : ['<=', '>'];
        columns[LOW] = nearest('max', below, bound);
        columns[HIGH] = nearest('min', above, bound);
      }
      const rows = await readPage({ name: `owned${bound ? `:${bound.side}` : ''}`, columns });
      const first = rows[0];
      const page = rows.map(({ [VERSION]: _v, [LOW]: _l, [HIGH]: _h, ...row }) => row);
      if (!first || typeof first[VERSION] !== 'string') return page;
      const edge = (value: unknown) => (typeof value === 'string' ? Number(value) : null);
      const window = bound && { side: bound.side, low: edge(first[LOW]), high: edge(first[HIGH]) };
      return pages.keep(key, first[VERSION], page, { window });
    },
  };
}
