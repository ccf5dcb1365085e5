// Prepares one migrated template per run: a PGlite data-directory dump, or a PostgreSQL template
// database. Test files clone it instead of migrating from scratch.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `charla_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = await openDatabase({ url: templateUrl, poolSize: 2 });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'charla-pglite-'));
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteTemplate?: string;
  }
}
