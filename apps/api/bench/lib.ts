// Shared pieces of `npm run bench`: a PostgreSQL database of its own, the API as a child process,
// autocannon runs and the results file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

export const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DB = 'charla_bench';

export function databaseUrl(name = BENCH_DB): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function ensureDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
  if (!rowCount) await client.query(`create database ${BENCH_DB}`);
  await client.end();
}

export interface RunningApi {
  url: string;
  /** The server's process id (bench/cpu.ts reads its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (tsx src/server.ts) against the bench database, or another `script` that
 * answers GET /api/ping (bench/floor-server.ts).
 */
export async function startApi(
  port: number,
  env: Record<string, string> = {},
  script = 'src/server.ts',
): Promise<RunningApi> {
  // BENCH_CPU_PROF=<folder>: the API writes a CPU profile of its whole run there (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      DATABASE_POOL_SIZE: '20',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATA_DIR: path.join(ROOT, 'data/bench'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      // The benchmark signs in hundreds of students from one address.
      RATE_LIMIT_AUTH: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${url}/api/ping`);
      if (res.ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error('la API no arrancó');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  name: string;
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
  total_requests: number;
  /** The bare route's rate measured just before this run (loadBesideBare). */
  bare_requests_per_second?: number;
}

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  const summary: LoadResult = {
    name,
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
    total_requests: result.requests.total,
  };
  console.log(
    `${name.padEnd(48)} ${String(summary.requests_per_second).padStart(7)} req/s  p50 ${summary.latency_p50_ms} ms  p99 ${summary.latency_p99_ms} ms  non-2xx ${summary.non_2xx}  errors ${summary.errors}`,
  );
  return summary;
}

/**
 * `name` measured right after the bare route (GET /api/ping, no database, no token), in the same warm
 * process: a share of the bare route then compares two loads taken seconds apart. One bare measurement
 * per part, taken right after the part's setup, read as low as 30 000 req/s where a warm process serves
 * 50 000 (decision 013, nineteenth session).
 */
export async function loadBesideBare(apiUrl: string, name: string, options: autocannon.Options): Promise<LoadResult> {
  const bare = await load('bare route GET /api/ping', { url: `${apiUrl}/api/ping` });
  return { ...(await load(name, options)), bare_requests_per_second: bare.requests_per_second };
}

/** A run's rate as a percentage of the bare route measured beside it. */
export function shareOfBare(run: LoadResult): number {
  if (!run.bare_requests_per_second) throw new Error(`bench: ${run.name} was not measured beside the bare route`);
  return (100 * run.requests_per_second) / run.bare_requests_per_second;
}

export async function writeResults(name: string, data: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'charla123' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`no se pudo iniciar sesión como ${email}`);
  return body.token;
}

/** Emails of bulk students seeded by seedUsers (their password is charla123). */
export async function benchStudentEmails(client: pg.Client, count: number, offset = 0): Promise<string[]> {
  const { rows } = await client.query<{ email: string }>(
    `select email from users where email like 'bench%@charla.test' and tutor_id is null order by email limit $1 offset $2`,
    [count, offset],
  );
  if (rows.length < count) throw new Error(`faltan estudiantes de prueba (${rows.length} de ${count})`);
  return rows.map((r) => r.email);
}
