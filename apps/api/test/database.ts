import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated, empty PostgreSQL database cloned from the run's template (TEST_DATABASE_URL only):
 * its URL, for code that connects by itself (e.g. real API processes), and how to drop it.
 */
export async function createPgTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (!url || !template) throw new Error('Hace falta TEST_DATABASE_URL (PostgreSQL) para esta base de datos de prueba');
  const name = `charla_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: withDatabase(url, name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/** A fresh, migrated, empty database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL && inject('pgTemplate')) {
    const created = await createPgTestDatabase();
    const database = await openDatabase({ url: created.url, poolSize: 20 });
    const close = database.close;
    database.close = async () => {
      await close();
      await created.drop();
    };
    return database;
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('Falta la plantilla de base de datos de las pruebas (global-setup)');
  const dump = new Blob([await readFile(file)]);
  return openDatabase({ loadDataDir: dump });
}
