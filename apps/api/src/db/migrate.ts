import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { renderStaleLessons } from './lesson-html';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: serialises concurrent start-ups of several API processes on one server.
const MIGRATION_LOCK = 7_303_001;

/**
 * Applies every pending migration (the same files for PGlite and PostgreSQL), then what SQL cannot
 * compute: the HTML of lessons not yet rendered by this version of the markdown renderer.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrateSchema(database);
  await renderStaleLessons(database.db);
}

async function migrateSchema(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
