// One database handle for the whole API: embedded PGlite in DATA_DIR by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** The server's connection string (PostgreSQL only), for pg-boss's own connections. */
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… or undefined for PGlite. */
  url?: string | undefined;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** Connections to PostgreSQL in this process. */
  poolSize?: number;
  /** A PGlite data-directory dump to start from (tests load a migrated template). */
  loadDataDir?: Blob | File;
}

/**
 * Waits (up to 5 s) until no query is running or queued, so requests still finishing during a
 * graceful shutdown are not cut off by a closed pool.
 */
async function drainPool(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + 5000;
  let quietChecks = 0;
  while (Date.now() < deadline && quietChecks < 3) {
    const busy = pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
    quietChecks = busy ? 0 : quietChecks + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Statements go unnamed: PostgreSQL keeps no plan per connection, so no request can grow its memory.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A lost idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      url: options.url,
      close: async () => {
        await drainPool(pool);
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    // Trigram indexes serve the substring searches (`q`) here as on PostgreSQL.
    extensions: { pg_trgm },
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
