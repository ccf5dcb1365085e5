// The least possible server (bench/floor-server.ts: bare Fastify and `pg`, no token, no checks) on the
// same database and at the same rates as the product: what this machine allows, whatever the code does.
import pg from 'pg';
import { databaseUrl, pick, startApi, type RunningApi } from './lib';
import type { BenchRequest } from './load';

export async function startFloor(port: number, database: string): Promise<RunningApi> {
  return startApi(port, { DATABASE_URL: databaseUrl(database) }, 'bench/floor-server.ts');
}

/** The floor's reads: its bare route, a student's past sessions page and one user with its join. */
export async function floorMix(database: string): Promise<() => BenchRequest> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  const { rows } = await client.query<{ user_id: string }>(
    'select distinct user_id from sessions order by user_id limit 500',
  );
  await client.end();
  const ids = rows.map((r) => r.user_id);
  const now = new Date().toISOString();
  const reads: (() => BenchRequest)[] = [
    () => ({ route: 'floor GET /api/ping', path: '/api/ping' }),
    () => ({ route: 'floor past sessions page', path: `/api/floor/past?user_id=${pick(ids)}&before=${now}` }),
    () => ({ route: 'floor one user with its join', path: `/api/floor/users/${pick(ids)}` }),
  ];
  return () => pick(reads)();
}

export const ping = (): BenchRequest => ({ route: 'GET /api/ping', path: '/api/ping' });
