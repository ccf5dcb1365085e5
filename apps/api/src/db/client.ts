// One database handle for the whole API: embedded PGlite in DATA_DIR by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** The raw client, for pg-boss and for tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… or undefined for PGlite. */
  url?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** A PGlite data-directory dump to start from (tests load a migrated template). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A lost idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return {
    db: drizzlePglite({ client: pglite, schema }) as unknown as Db,
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
}
