// Columns a read joins from another row that every row joining it shares — an assignment's lesson: its
// title, markdown, rendered HTML and linked practices — kept per process at that row's version instead of
// sent by PostgreSQL and decoded again with each row of each request (decision 013, issue 9). The
// resource's prepared reads select null in place of the part's columns, and the joined row's id and
// version; a part kept at that version fills them in, and the parts not kept (or kept at another
// version) are read in one statement and kept at the version that statement saw. The version
// moves with every write of the joined row (its touch trigger) and of what the part reads besides
// (migration 0017 for a lesson's links), in any API process, so a request never shows a part older than
// the row its own statement joined.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/tx';
import type { Row, Table } from './crud-spec';
import { createLru } from './lru';

export interface KeptPartSpec {
  /** The joined table, and in the resource's read the column that joins it (never null: an inner join). */
  table: Table;
  key: AnyPgColumn;
  /** The joined row's version as text (e.g. its updated_at), in the same statement as its columns. */
  version: SQL;
  /** The part's columns: the resource's projection names them, over the joined table alone. */
  columns: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
}

interface KeptPart {
  version: string;
  fields: Readonly<Row>;
  /** The part's size in characters of JSON, for the bound on what is kept. */
  chars: number;
}

const KEY = '_part_key';
const VERSION = '_part_version';
/** Parts kept per resource, and the characters of JSON they may hold; past either, the least recently used go. */
const MAX_PARTS = 10_000;
const MAX_CHARS = 32 * 1024 * 1024;

export function createKeptParts(db: Queryable, spec: KeptPartSpec) {
  const parts = createLru<KeptPart>(MAX_PARTS, MAX_CHARS);
  const names = Object.keys(spec.columns);

  function keep(key: string, version: string, fields: Row): KeptPart {
    for (const value of Object.values(fields)) if (Array.isArray(value)) Object.freeze(value);
    return parts.set(key, { version, fields: Object.freeze(fields), chars: JSON.stringify(fields).length });
  }

  /** The parts of `keys`, read now, each kept at the version this read saw (absent: the row is gone). */
  async function read(keys: string[]): Promise<Map<string, KeptPart>> {
    const rows = (await db
      .select({ ...spec.columns, [KEY]: sql<string>`${spec.table.id}::text`, [VERSION]: spec.version } as never)
      .from(spec.table as never)
      .where(inArray(spec.table.id, keys))) as Row[];
    return new Map(
      rows.map(({ [KEY]: key, [VERSION]: version, ...fields }) => [
        key as string,
        keep(key as string, version as string, fields),
      ]),
    );
  }

  return {
    /**
     * The resource's read columns: null in place of the part's columns (each row keeps the projection's
     * keys in order), then the joined row's id and version.
     */
    readColumns<C extends Record<string, unknown>>(columns: C): C {
      const read = Object.entries(columns).map(([name, column]) => [name, names.includes(name) ? sql`null` : column]);
      return { ...Object.fromEntries(read), [KEY]: sql<string>`${spec.key}::text`, [VERSION]: spec.version } as C;
    },

    /**
     * The rows with their parts filled in, in order; a row whose joined row is gone by the time its part
     * is read is left out (the row itself went with it). The rows are the statement's own objects, filled
     * in place: the id and version are left undefined, which JSON leaves out, rather than deleted, which
     * would cost every later use of the object its fast shape.
     */
    async attach(rows: Row[]): Promise<Row[]> {
      const found = new Map<string, KeptPart>();
      const missing = new Set<string>();
      for (const row of rows) {
        const key = row[KEY] as string;
        const kept = parts.get(key);
        if (kept && kept.version === row[VERSION]) found.set(key, kept);
        else missing.add(key);
      }
      if (missing.size > 0) for (const [key, part] of await read([...missing])) found.set(key, part);
      const attached: Row[] = [];
      for (const row of rows) {
        const part = found.get(row[KEY] as string);
        if (!part) continue;
        for (const name of names) row[name] = part.fields[name];
        row[KEY] = undefined;
        row[VERSION] = undefined;
        attached.push(row);
      }
      return attached;
    },
  };
}

export type KeptParts = ReturnType<typeof createKeptParts>;
