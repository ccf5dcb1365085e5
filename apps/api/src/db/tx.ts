import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/** Named transaction-scoped locks; any fixed numbers, one per concern. */
export const LOCKS = {
  admins: 7_303_101,
  studentBooking: 7_303_201,
  tutorBooking: 7_303_202,
} as const;

/**
 * Serialises the transaction with every other one holding the same lock (released at commit).
 * `sub` narrows it, e.g. to one student: `sql\`hashtext(${id})\``.
 */
export async function lockFor(tx: Tx, key: number, sub: number | SQL = 0): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key}, ${sub})`);
}
