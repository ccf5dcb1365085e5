// Shared pieces of `npm run bench`: PostgreSQL databases of its own, the API as a child process,
// signing in and the results folder.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.join(ROOT, 'bench/results');
/** Names this tree's results and databases: `before` and `after` of a change never share a seed. */
export const LABEL = process.env.BENCH_LABEL ?? 'after';

export const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DB = LABEL === 'after' ? 'charla_bench' : `charla_bench_${LABEL}`;
export const PASSWORD = 'charla123';

export function databaseUrl(name = BENCH_DB): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function ensureDatabase(name = BENCH_DB): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database ${name}`);
  await client.end();
}

export interface RunningApi {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (tsx src/server.ts) against the bench database, or another `script` that
 * answers GET /api/ping (bench/floor-server.ts). `env` may set DATABASE_URL to '' for the embedded database.
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
  for (let i = 0; i < 240; i++) {
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

export async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`no se pudo iniciar sesión como ${email}`);
  return body.token;
}

/** Signs in every email, a few at a time (each sign-in is an argon2 check). */
export async function loginAll(url: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 8) {
    tokens.push(...(await Promise.all(emails.slice(i, i + 8).map((email) => login(url, email)))));
  }
  return tokens;
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

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
