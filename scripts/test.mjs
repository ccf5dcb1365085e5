#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at the first failure.
//   typecheck · lint · domain unit tests · API tests on PGlite · API tests on PostgreSQL ·
//   web component tests · web build · end-to-end journeys in Chromium.
// PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (`.ci/run` starts it).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.error(`\nPostgreSQL no responde en ${pgUrl}: ${error.message}`);
    console.error(
      'Inícialo (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) o define TEST_DATABASE_URL.',
    );
    return false;
  }
}

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['domain', 'npx', ['vitest', 'run'], { cwd: 'packages/domain' }],
  ['api · PGlite', 'npx', ['vitest', 'run'], { cwd: 'apps/api', env: { TEST_DATABASE_URL: '' } }],
  [
    'api · PostgreSQL',
    'npx',
    ['vitest', 'run'],
    { cwd: 'apps/api', env: { TEST_DATABASE_URL: pgUrl }, needsPostgres: true },
  ],
  ['web', 'npx', ['vitest', 'run'], { cwd: 'apps/web' }],
  ['web build', 'npm', ['run', 'build', '-w', '@charla/web']],
  ['e2e · Chromium', 'npx', ['playwright', 'test'], { cwd: 'apps/web' }],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command, args, options = {}] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  if (options.needsPostgres && !(await postgresReachable())) process.exit(1);
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} falló (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nTodo en verde en ${((Date.now() - started) / 1000).toFixed(0)} s`);
