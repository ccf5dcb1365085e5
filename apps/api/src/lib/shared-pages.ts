// Pages of a list that are the same for every caller (lib/crud: an unrestricted grant and no scope), and
// the tutors a new booking may choose from (modules/sessions), kept with their JSON at the versions of the
// tables they were read from (ListSpec.sharedPages; table_versions, moved forward by a statement trigger in
// every transaction that writes one of those tables: migrations 0010, 0013 and 0016). A kept page is served
// again only after a statement of the request's own sees the same versions: no write to those tables
// committed since the page was read, so it is exactly the page a fresh read would give, in any API process.
// That statement (the probe, or the booking's precheck) is one row of one index, where a fresh read reads,
// parses and serialises every row of the page (decision 013, issues 10 and 13).
import { sql, type SQL } from 'drizzle-orm';
import { tableVersions } from '../db/schema';
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

export function createSharedPages(tables: string[]) {
  const version = tablesVersion(tables);
  const pages = createLru<KeptPage>(MAX_PAGES, MAX_CHARS);

  return {
    /** The tables' versions as one text, as a statement sees them (null when none is recorded). */
    version,

    /** The page kept under `key`, if any (it becomes the most recently used). */
    get: (key: string): KeptPage | undefined => pages.get(key),

    /** Keeps `rows` (frozen: every later request shares them) as the page `key` at `version`. */
    keep(key: string, version: string, rows: object[]): readonly object[] {
      const json = JSON.stringify(rows);
      const page = { version, rows: deepFreeze(rows), chars: json.length };
      keptJson.set(page.rows, json);
      return pages.set(key, page).rows;
    },
  };
}

export type SharedPages = ReturnType<typeof createSharedPages>;
