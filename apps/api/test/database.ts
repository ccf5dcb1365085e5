import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

/** A fresh, migrated, empty database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `charla_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 20 });
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    };
    return database;
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('Falta la plantilla de base de datos de las pruebas (global-setup)');
  const dump = new Blob([await readFile(file)]);
  return openDatabase({ loadDataDir: dump });
}
