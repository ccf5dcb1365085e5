// The bench's own connection to a database, PostgreSQL or the embedded one (PGlite, one process at a
// time: opened before the API starts and closed before it does), migrated and seeded with the demo as
// the server would on its first start.
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/index';
import { ROOT, databaseUrl, ensureDatabase } from './lib';

export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Where the bench runs the API: a PostgreSQL database by name, or the embedded database in a folder. */
export type Target = { kind: 'postgres'; name: string } | { kind: 'pglite'; dataDir: string };

export const pgliteTarget = (name: string): Target => ({ kind: 'pglite', dataDir: path.join(ROOT, 'data', name) });

/** The API's environment for a target. */
export function apiEnv(target: Target): Record<string, string> {
  return target.kind === 'postgres'
    ? { DATABASE_URL: databaseUrl(target.name), DATA_DIR: path.join(ROOT, 'data', target.name) }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

/** Runs `work` with a connection to the target, migrated and with the demo seeded. */
export async function withSql<T>(target: Target, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (target.kind === 'postgres') await ensureDatabase(target.name);
  const database: Database = await openDatabase(
    target.kind === 'postgres' ? { url: databaseUrl(target.name), poolSize: 2 } : { dataDir: target.dataDir },
  );
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: true });
    const sql: Sql = async <T>(text: string, params: unknown[] = []) => {
      if (database.pool) return (await database.pool.query(text, params)).rows as T[];
      return (await database.pglite!.query<T>(text, params)).rows;
    };
    return await work(sql);
  } finally {
    await database.close();
  }
}
