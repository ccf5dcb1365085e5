import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

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

/**
 * The locks of several names at once (one round trip), hashed and taken in ascending order: two
 * transactions asking for overlapping sets never deadlock. A hash shared by two names only
 * serialises them.
 */
export async function lockEachFor(
  tx: Tx,
  key: number,
  names: readonly string[],
  mode: 'exclusive' | 'shared' = 'exclusive',
): Promise<void> {
  if (names.length === 0) return;
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  const values = sql.join(
    names.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`select ${lock}(${key}, k) from (select distinct hashtext(name) as k from (values ${values}) as names(name) order by k) as keys`,
  );
}
