// One database handle for the whole API: embedded PGlite in DATA_DIR by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import { createBatcher, type Describe, type Run } from './batching';
import { deferBegin } from './deferred-begin';
import { isPlannedOnce } from './plans';
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
  /** Connections of each pool: the reads planned once have their own (db/plans.ts). */
  poolSize?: number;
  /** Concurrent runs of one registered read share a statement (db/batching.ts); default true. */
  batchReads?: boolean;
  /** A PGlite data-directory dump to start from (tests load a migrated template). */
  loadDataDir?: Blob | File;
}

/**
 * Statements sent through the pool get a name derived from their text, so PostgreSQL parses and plans
 * each distinct statement once per connection instead of on every request. Texts are parameterised
 * (values travel separately), so the set of names stays small. The name is computed, not remembered:
 * the one cache of statements is db/statements.ts. When the schema changes under a running process
 * (a migration by another one), PostgreSQL refuses the old plans ("cached plan must not change result
 * type", 0A000): the names move to a new generation and the statement runs again. A statement planned
 * once (db/plans.ts) goes to the connections that keep generic plans.
 */
function withNamedStatements(pool: pg.Pool, plannedOncePool: pg.Pool, batchReads: boolean): pg.Pool {
  let generation = 0;
  const nameOf = (text: string) => `c${generation}_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const run = (config: object, rest: unknown[]) => {
    const { text } = config as { text: string };
    const target = isPlannedOnce(text) ? plannedOncePool : pool;
    return (target.query as (...args: unknown[]) => Promise<unknown>)({ ...config, name: nameOf(text) }, ...rest);
  };
  const named = async (config: object, rest: unknown[]) => {
    try {
      return await run(config, rest);
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000') throw error;
      generation += 1;
      return run(config, rest);
    }
  };
  const batcher = createBatcher((config, values) => named(config, [values]) as ReturnType<Run>, describeWith(pool));
  return new Proxy(pool, {
    get(target, property, receiver) {
      // A transaction's client sends its BEGIN with its first statement (db/deferred-begin.ts).
      if (property === 'connect') {
        return async (...args: unknown[]) =>
          args.length > 0
            ? (target.connect as (...a: unknown[]) => unknown)(...args)
            : deferBegin(await target.connect());
      }
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return async (config: unknown, ...rest: unknown[]) => {
        if (!config || typeof config !== 'object' || !('text' in config)) {
          return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
        }
        if (batchReads && rest.length === 1 && Array.isArray(rest[0])) {
          const batched = batcher.query(config as Parameters<typeof batcher.query>[0], rest[0]);
          if (batched) return batched;
        }
        return named(config, rest);
      };
    },
  });
}

/**
 * What types PostgreSQL infers for a statement's parameters: it is prepared under a name of its own, read
 * back from pg_prepared_statements and let go, in one message on one connection (db/batching.ts).
 */
function describeWith(pool: pg.Pool): Describe {
  let described = 0;
  return async (text) => {
    const name = `charla_described_${++described}`;
    const results = (await pool.query(
      `prepare ${name} as ${text};
       select parameter_types::text[] as types from pg_prepared_statements where name = '${name}';
       deallocate ${name}`,
    )) as unknown as pg.QueryResult<{ types: string[] }>[];
    return results[1]?.rows[0]?.types ?? null;
  };
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

const PLANNED_ONCE = '-c plan_cache_mode=force_generic_plan';

/**
 * The URL's connection settings with one more startup setting. An `options` parameter of the URL would
 * replace a setting given beside it (pg reads the URL last), so the two are joined here; a connection
 * then starts with the setting, before its first statement.
 */
function withStartupSetting(url: string, setting: string): pg.ClientConfig {
  const config = parseIntoClientConfig(url);
  return { ...config, options: config.options ? `${config.options} ${setting}` : setting };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max });
    // The reads planned once (db/plans.ts) have connections of their own that keep generic plans.
    const plannedOncePool = new pg.Pool({ ...withStartupSetting(options.url, PLANNED_ONCE), max });
    // A lost idle connection must not crash the process; the pool replaces it.
    for (const each of [pool, plannedOncePool]) each.on('error', () => {});
    await pool.query('select 1');
    return {
      db: drizzlePg({
        client: withNamedStatements(pool, plannedOncePool, options.batchReads ?? true),
        schema,
      }) as unknown as Db,
      kind: 'postgres',
      pool,
      url: options.url,
      close: async () => {
        await Promise.all([drainPool(pool), drainPool(plannedOncePool)]);
        await Promise.all([pool.end(), plannedOncePool.end()]);
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
