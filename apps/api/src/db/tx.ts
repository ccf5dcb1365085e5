import { sql, type SQL } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/** The rows of a statement run as it is (both drivers answer `execute` with `{ rows }`). */
export async function rowsOf<T>(q: Queryable, statement: SQL): Promise<T[]> {
  return ((await q.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Named transaction-scoped locks; any fixed numbers, one per concern. */
export const LOCKS = {
  admins: 7_303_101,
  studentBooking: 7_303_201,
  /** A tutor as a whole: every booking holds it shared, so holding it alone waits out them all. */
  tutorBooking: 7_303_202,
  /** One tutor's time bucket (see planBooking's lockTutorSlots). */
  tutorSlot: 7_303_203,
} as const;

/**
 * Serialises the transaction with every other one holding the same lock (released at commit).
 * `sub` narrows it, e.g. to one student: `sql\`hashtext(${id})\``.
 */
export async function lockFor(tx: Tx, key: number, sub: number | SQL = 0): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key}, ${sub})`);
}

/** Locks of one kind: `names` hashed; exclusive unless `mode` says shared. */
export interface LockRequest {
  key: number;
  names: readonly string[];
  mode?: 'exclusive' | 'shared';
}

/**
 * Several groups of locks in one round trip: the groups in the order given, each group's names hashed
 * and taken in ascending order. Transactions that always ask in the same group order never deadlock.
 * A hash shared by two names only serialises them.
 */
export async function lockAllFor(tx: Tx, groups: readonly LockRequest[]): Promise<void> {
  const rows = groups.flatMap((group, order) =>
    group.names.map(
      (name) => `(${order}, ${Math.trunc(group.key)}, ${group.mode === 'shared'}, ${escapeLiteral(name)})`,
    ),
  );
  if (rows.length === 0) return;
  await tx.execute(
    sql.raw(`select case when l.shared then pg_advisory_xact_lock_shared(l.key, l.k) else pg_advisory_xact_lock(l.key, l.k) end
        from (select distinct g, key, shared, hashtext(name) as k
              from (values ${rows.join(', ')}) as v(g, key, shared, name) order by g, k) as l`),
  );
}
