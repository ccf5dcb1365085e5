// PostgreSQL only: a transaction's BEGIN held back and sent with its first statement (deferred-begin.ts).
// The statements must still run inside the transaction — locks held to the commit, writes undone by a
// rollback — and a first statement without parameters must reach the server in the same message.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { LOCKS, lockAllFor, rowsOf } from './tx';

let database: Database;
const sent: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // Every message a checked-out client sends, as the server gets it (after deferBegin's own wrapper).
  const { Client } = (await import('pg')).default;
  const query = Client.prototype.query;
  Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    sent.push(typeof config === 'string' ? config : String((config as { text?: unknown })?.text));
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  await database.db.execute(sql`create table deferred_begin_probe (n int)`);
});

afterAll(async () => {
  await database?.close();
});

const lockedElsewhere = async () =>
  (
    await database.pool!.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
         and database = (select oid from pg_database where datname = current_database())`,
    )
  ).rows[0].n as number;

describe('a transaction whose BEGIN travels with its first statement', () => {
  it('sends BEGIN and a statement without parameters as one message, and holds its locks to the commit', async () => {
    sent.length = 0;
    await database.db.transaction(async (tx) => {
      await lockAllFor(tx, [{ key: LOCKS.studentBooking, names: ["o'brien"] }]);
      expect(await lockedElsewhere()).toBe(1);
      const [row] = await rowsOf<{ xact: string | null }>(tx, sql`select txid_current_if_assigned()::text as xact`);
      expect(row).toBeDefined();
    });
    expect(await lockedElsewhere()).toBe(0);
    expect(sent.filter((text) => /^\s*begin\b/i.test(text))).toHaveLength(1);
    expect(sent.find((text) => /^\s*begin\b/i.test(text))).toMatch(/^begin;\s*select case/);
  });

  it('sends BEGIN before a first statement with parameters, and a rollback undoes what it wrote', async () => {
    sent.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into deferred_begin_probe (n) values (${7})`);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(sent.slice(0, 2)).toEqual(['begin', 'insert into deferred_begin_probe (n) values ($1)']);
    const [row] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from deferred_begin_probe`);
    expect(row!.n).toBe(0);
  });
});
