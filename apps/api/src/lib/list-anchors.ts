// Deep pages of a big unfiltered list (issue 13). `OFFSET n` reads n index entries before the page: for
// a random page of 100 000 users, most of the index. A versioned list (ListSpec.versioned) remembers,
// per sort, the key of every ANCHOR_EVERY-th row — its anchors — at the table's version
// (table_versions, moved forward by every write to the table). A deep page then starts at the anchor
// before it (a range of the sort's index) and skips fewer than ANCHOR_EVERY entries. The page's own
// statement reads the version: when it is not the anchors' version, lib/crud reads the page the plain
// way and the anchors are computed again, so every answer is exactly the OFFSET page of its snapshot.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { tableVersions } from '../db/schema';
import { rowsOf } from '../db/tx';
import type { ListClauses } from './list';

export const ANCHOR_EVERY = 100;

export interface Anchor {
  /** The anchor's row is the `position`-th of the list (0-based). */
  position: number;
  sort: string;
  id: string;
  version: number;
}

interface Anchors {
  version: number;
  keys: { sort: string; id: string }[];
}

export function createListAnchors(db: Db, table: PgTable, tiebreak: AnyPgColumn, versionName: string) {
  const known = new Map<string, Anchors>();
  const computing = new Map<string, Promise<void>>();
  const keyOf = (sort: ListClauses['sort']) => `${sort.by}:${sort.order}`;

  async function compute(sort: ListClauses['sort']): Promise<void> {
    const direction = sort.order === -1 ? sql`desc` : sql`asc`;
    const anchors = await db.transaction(
      async (tx) => {
        const [row] = await tx
          .select({ version: tableVersions.version })
          .from(tableVersions)
          .where(sql`${tableVersions.name} = ${versionName}`);
        const keys = await rowsOf<{ sort: string; id: string }>(
          tx,
          sql`select sort, id from (
                select ${sort.column}::text as sort, ${tiebreak}::text as id,
                       row_number() over (order by ${sort.column} ${direction}, ${tiebreak} ${direction}) - 1 as position
                from ${table}) as ranked
              where position % ${ANCHOR_EVERY} = 0 order by position`,
        );
        return { version: Number(row?.version ?? 0), keys };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    known.set(keyOf(sort), anchors);
  }

  return {
    /** The anchor at or before `offset` for this sort, if one is remembered and worth starting from. */
    anchorFor(sort: ListClauses['sort'], offset: number): Anchor | undefined {
      const anchors = known.get(keyOf(sort));
      if (!anchors) return undefined;
      const index = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.keys.length - 1);
      if (index <= 0) return undefined;
      return { position: index * ANCHOR_EVERY, ...anchors.keys[index]!, version: anchors.version };
    },

    /** Computes this sort's anchors again (once, however many requests ask at the same time). */
    refresh(sort: ListClauses['sort']): Promise<void> {
      const key = keyOf(sort);
      let running = computing.get(key);
      if (!running) {
        running = compute(sort).finally(() => computing.delete(key));
        computing.set(key, running);
      }
      return running;
    },

    /** The page's rows from the anchor on: (sort, tiebreak) at or past the anchor's, in the list's order. */
    from(sort: ListClauses['sort']): SQL {
      const op = sort.order === -1 ? sql`<=` : sql`>=`;
      return sql`(${sort.column}, ${tiebreak}) ${op} (cast(${sql.placeholder('anchor_sort')} as ${sql.raw(sort.column.getSQLType())}), cast(${sql.placeholder('anchor_id')} as ${sql.raw(tiebreak.getSQLType())}))`;
    },

    /** The version the page's statement sees, read beside its rows. */
    version:
      sql<number>`(select ${tableVersions.version} from ${tableVersions} where ${tableVersions.name} = ${versionName})`.mapWith(
        Number,
      ),
  };
}

export type ListAnchors = ReturnType<typeof createListAnchors>;

/** Whether a page may start from an anchor: the unfiltered list of an unrestricted caller, deep enough. */
export function anchorable(clauses: ListClauses, unrestricted: boolean): boolean {
  const column = clauses.sort.column as AnyPgColumn & { notNull?: boolean };
  return (
    unrestricted &&
    !clauses.filtered &&
    clauses.pageNumber !== null &&
    clauses.offset >= ANCHOR_EVERY &&
    column.notNull === true
  );
}
