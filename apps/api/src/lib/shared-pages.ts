// Pages of a list that are the same for every caller (lib/crud: an unrestricted grant and no scope), and
// the tutors a new booking may choose from (modules/sessions), kept with their JSON at the versions of the
// tables they were read from (ListSpec.sharedPages; table_versions, moved forward by a statement trigger in
// every transaction that writes one of those tables: migrations 0010, 0013 and 0016). A kept page is served
// again only after a statement of the request's own sees the same versions: no write to those tables
// committed since the page was read, so it is exactly the page a fresh read would give, in any API process.
// That statement (the probe, or the booking's precheck) is one row of one index, where a fresh read reads,
// parses and serialises every row of the page (decision 013, issues 10 and 13).
import { sql, type SQL } from 'drizzle-orm';
import { actorIsCurrentPlaceholder, type Actor } from '../access/actor';
import type { Db } from '../db/client';
import { tableVersions } from '../db/schema';
import { preparedStatement } from '../db/statements';
import type { ListClauses } from './list';
import { createLru } from './lru';

/** Pages kept per list, and the JSON they may hold together; past either, the least recently used go. */
const MAX_PAGES = 1000;
const MAX_CHARS = 32 * 1024 * 1024;

interface KeptPage {
  version: string;
  rows: readonly object[];
  chars: number;
}

/** The JSON of a kept page's rows, by the rows array itself (lib/list's listPage writes it as it is). */
const keptJson = new WeakMap<readonly object[], string>();

export function jsonOfKeptRows(rows: readonly object[]): string | undefined {
  return keptJson.get(rows);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The tables' versions as one text, as a statement sees them (null when none is recorded). */
export function tablesVersion(tables: string[]): SQL<string | null> {
  if (tables.length === 0 || tables.some((name) => !/^[a-z_]+$/.test(name))) {
    throw new Error(`sharedPages: nombres de tabla no válidos (${tables.join(', ')})`);
  }
  const names = sql.raw(tables.map((name) => `'${name}'`).join(', '));
  return sql<string | null>`(select string_agg(${tableVersions.version}::text, ',' order by ${tableVersions.name})
      from ${tableVersions} where ${tableVersions.name} in (${names}))` as SQL<string | null>;
}

/**
 * Pages kept per process with their JSON, each at the version a statement read it at, with what else the
 * page needs to be served again (`E`: an owner page's window); past either bound, the least recently used go.
 */
export function createPageStore<E extends object = object>(maxPages = MAX_PAGES, maxChars = MAX_CHARS) {
  const pages = createLru<KeptPage & E>(maxPages, maxChars);
  return {
    /** The page kept under `key`, if any (it becomes the most recently used). */
    get: (key: string): (KeptPage & E) | undefined => pages.get(key),

    /** Keeps `rows` (frozen: every later request shares them) as the page `key` at `version`. */
    keep(key: string, version: string, rows: object[], extra = {} as E): readonly object[] {
      const json = JSON.stringify(rows);
      const page = { ...extra, version, rows: deepFreeze(rows), chars: json.length };
      keptJson.set(page.rows, json);
      return pages.set(key, page).rows;
    },
  };
}

export function createSharedPages(tables: string[]) {
  return {
    /** The tables' versions as one text, as a statement sees them (null when none is recorded). */
    version: tablesVersion(tables),
    ...createPageStore(),
  };
}

export type SharedPages = ReturnType<typeof createSharedPages>;

/** Reads a kept page's rows with `extra.columns` beside each (a statement of its own shape, named `extra.name`). */
export type ReadPage = (extra: { name: string; columns: Record<string, SQL> }) => Promise<Record<string, unknown>[]>;

/** The column a shared page's statement reads the tables' versions into (never returned). */
const VERSION = '_list_version';

/**
 * The one-row statement that decides whether a kept page may be served again: the `version` it reads now
 * (its SQL may name the caller as `actor_id`), or undefined when a cached caller is no longer current —
 * the read then answers nothing, and readWithCachedActor starts again from the caller read afresh.
 */
export function versionProbe(db: Db, name: string, version: SQL) {
  const prepared = (actor: Actor) =>
    preparedStatement(db, name, actor.verified ? 'fresh' : 'cached', () =>
      db
        .select({ version })
        .from(sql`(select 1) as probe`)
        .where(actor.verified ? undefined : actorIsCurrentPlaceholder()),
    );
  return async (actor: Actor): Promise<string | null | undefined> => {
    const [found] = (await prepared(actor).execute(
      actor.verified ? { actor_id: actor.id } : { actor_id: actor.id, actor_version: actor.version },
    )) as { version: string | null }[];
    return found ? found.version : undefined;
  };
}

/** The shared pages of one list (ListSpec.sharedPages), read through lib/crud's statements. */
export function createSharedListPages(db: Db, collection: string, tables: string[]) {
  const shared = createSharedPages(tables);

  const probe = versionProbe(db, `probe_${collection}`, shared.version);

  return {
    /**
     * The page: the kept one while the tables are at its version, else read by `readPage` with the version
     * and kept. An empty answer sends a cached caller to be read again (readWithCachedActor): when the
     * probe finds them changed, and when the page is empty.
     */
    async page(actor: Actor, clauses: ListClauses, values: object, readPage: ReadPage): Promise<readonly object[]> {
      const key = `${clauses.shape}|${clauses.offset}|${JSON.stringify(values)}`;
      const kept = shared.get(key);
      if (kept) {
        const version = await probe(actor);
        if (version === undefined) return [];
        if (version === kept.version) return kept.rows;
      }
      const rows = await readPage({ name: 'versioned', columns: { [VERSION]: shared.version } });
      const version = rows[0]?.[VERSION];
      const page = rows.map(({ [VERSION]: _version, ...row }) => row);
      return typeof version === 'string' ? shared.keep(key, version, page) : page;
    },
  };
}
