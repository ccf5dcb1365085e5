// `npm run bench`: performance measured against targets, never asserted in tests. Needs the
// PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
// database charla_bench is created and kept between runs). Results: bench/results/*.json.
import os from 'node:os';
import { migrateDatabase } from '../src/db/migrate';
import { openDatabase } from '../src/db/client';
import { benchPeople } from './people';
import { databaseUrl, ensureDatabase, writeResults } from './lib';

async function main() {
  const only = process.argv.slice(2);
  await ensureDatabase();
  const database = await openDatabase({ url: databaseUrl(), poolSize: 2 });
  await migrateDatabase(database);
  await database.close();

  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, date: new Date().toISOString() };
  if (only.length === 0 || only.includes('people')) {
    console.log('\n━━ people API (issue 2) ━━');
    const result = await benchPeople(3901);
    const file = await writeResults('people', { machine, ...result });
    report(result.checks, file);
  }
}

function report(checks: Record<string, boolean>, file: string) {
  for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? '✓' : '✗'} ${name}`);
  console.log(`→ ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
