#!/usr/bin/env node
// `npm test`: the whole suite, in stages; the steps of a stage run side by side (two cores: a step that
// waits on one core — tsc, eslint, the build — runs beside one that waits on the database). A failure
// stops the run after its stage. At the end, one table: each step, its tests, its seconds, the total.
//   typecheck · lint · domain · API on PostgreSQL · web build  →  API on PGlite · web  →  end to end.
// The API suite runs in full on PostgreSQL; on the embedded database, the files about its own concerns and
// a smoke file over every module (apps/api/vitest.config.ts, API_TESTS=embedded).
// PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (`.ci/run` starts it).
// Each step's output goes to test-logs/<step>.log; a failed step's end is printed.
// `node scripts/test.mjs api web` runs only the steps whose name contains one of the words.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOGS = 'test-logs';

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

const vitest = ['npx', ['vitest', 'run']];
const stages = [
  [
    { name: 'typecheck', command: ['npm', ['run', 'typecheck']] },
    { name: 'lint', command: ['npm', ['run', 'lint']] },
    { name: 'domain', command: vitest, cwd: 'packages/domain' },
    { name: 'api · PostgreSQL', command: vitest, cwd: 'apps/api', env: { TEST_DATABASE_URL: pgUrl }, postgres: true },
    { name: 'web build', command: ['npm', ['run', 'build', '-w', '@charla/web']] },
  ],
  [
    { name: 'api · PGlite', command: vitest, cwd: 'apps/api', env: { TEST_DATABASE_URL: '', API_TESTS: 'embedded' } },
    { name: 'web', command: vitest, cwd: 'apps/web' },
  ],
  [{ name: 'e2e · Chromium', command: ['npx', ['playwright', 'test']], cwd: 'apps/web' }],
];

/** Tests passed, as the step's runner reports them (Vitest: "Tests  N passed"; Playwright: "N passed"). */
function testsPassed(log) {
  const text = log.replace(/\u001b\[[0-9;]*m/g, '');
  const found = text.match(/Tests\s+(\d+) passed/) ?? text.match(/^\s*(\d+) passed/m);
  return found ? Number(found[1]) : undefined;
}

function runStep(step) {
  const file = `${LOGS}/${step.name.replace(/[^\w]+/g, '-')}.log`;
  const out = createWriteStream(file);
  const started = Date.now();
  console.log(`▶ ${step.name}`);
  return new Promise((resolve) => {
    const [command, args] = step.command;
    const child = spawn(command, args, {
      cwd: step.cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = (Date.now() - started) / 1000;
        const log = readFileSync(file, 'utf8');
        const result = { name: step.name, ok: code === 0, seconds, tests: testsPassed(log), file };
        console.log(`${result.ok ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s)`);
        if (!result.ok) console.error(`\n── ${file} (final) ──\n${log.split('\n').slice(-120).join('\n')}`);
        resolve(result);
      });
    });
  });
}

function printTable(results, total) {
  const rows = results.map((r) => [r.ok ? `✓ ${r.name}` : `✗ ${r.name}`, r.tests ?? '—', r.seconds.toFixed(0)]);
  rows.push(['total (wall clock)', results.reduce((n, r) => n + (r.tests ?? 0), 0), total.toFixed(0)]);
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i]).length), 5));
  const line = (row) =>
    `${String(row[0]).padEnd(width[0])}  ${String(row[1]).padStart(width[1])}  ${String(row[2]).padStart(width[2])}`;
  console.log(`\n${line(['step', 'tests', 's'])}\n${line(width.map((w) => '─'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));
}

const only = process.argv.slice(2);
const wanted = (step) => !only.length || only.some((o) => step.name.includes(o));
mkdirSync(LOGS, { recursive: true });
const started = Date.now();
const results = [];
for (const stage of stages) {
  const steps = stage.filter(wanted);
  if (steps.some((s) => s.postgres) && !(await postgresReachable())) process.exit(1);
  results.push(...(await Promise.all(steps.map(runStep))));
  if (results.some((r) => !r.ok)) break;
}
const total = (Date.now() - started) / 1000;
printTable(results, total);
if (results.some((r) => !r.ok)) {
  console.error(
    `\n✗ Falló: ${results
      .filter((r) => !r.ok)
      .map((r) => r.name)
      .join(', ')}`,
  );
  process.exit(1);
}
console.log(`\nTodo en verde en ${total.toFixed(0)} s`);
