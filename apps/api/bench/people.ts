// Issue 2 benchmark: access-filtered reads of users on PostgreSQL with ≥ 100 000 users, beside the
// bare route (/api/ping: no database, no token) measured right before each of them (loadBesideBare).
import pg from 'pg';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { hashPassword } from '../src/auth/passwords';
import { databaseUrl, load, loadBesideBare, login, shareOfBare, startApi, type LoadResult } from './lib';

export const TARGET_USERS = 100_000;

/** Bulk-inserts students until there are TARGET_USERS users (one statement per 10 000). */
export async function seedUsers(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const hash = await hashPassword('charla123');
    let { rows } = await client.query<{ n: string }>('select count(*) as n from users');
    let count = Number(rows[0]!.n);
    while (count < TARGET_USERS) {
      const batch = Math.min(10_000, TARGET_USERS - count);
      await client.query(
        `insert into users (id, name, email, phone, password_hash, role_id, lesson_level)
         select gen_random_uuid(), 'Estudiante ' || (n + $1), 'bench' || (n + $1) || '@charla.test', '555',
                $2, $3, (n % 10)
         from generate_series(1, $4) as n`,
        [count, hash, STUDENT_ROLE_ID, batch],
      );
      ({ rows } = await client.query<{ n: string }>('select count(*) as n from users'));
      count = Number(rows[0]!.n);
    }
    await client.query('vacuum (analyze) users');
    return count;
  } finally {
    await client.end();
  }
}

export async function benchPeople(
  port: number,
): Promise<{ users: number; runs: LoadResult[]; checks: Record<string, boolean> }> {
  const api = await startApi(port);
  try {
    const users = await seedUsers();
    const admin = await login(api.url, 'admin@charla.test');
    const student = await login(api.url, 'estudiante1@charla.test');
    const studentId = JSON.parse(Buffer.from(student.split('.')[1]!, 'base64url').toString()).id as string;
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    const { rows } = await client.query<{ id: string }>('select id from users order by random() limit 2000');
    await client.end();
    const ids = rows.map((r) => r.id);
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    await load('warm-up', { url: `${api.url}/api/users/${studentId}`, headers: auth(student), duration: 3 });
    const runs = [
      await loadBesideBare(api.url, 'student GET /api/users/{own id} (filtered)', {
        url: `${api.url}/api/users/${studentId}`,
        headers: auth(student),
      }),
      await load('student GET /api/users/{other id} (filtered → 404)', {
        url: `${api.url}/api/users/${ids[0]}`,
        headers: auth(student),
        expectBody: undefined,
      }),
      await load('admin GET /api/users/{random id}', {
        url: api.url,
        headers: auth(admin),
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/users/${pick()}` }) }],
      }),
      await loadBesideBare(api.url, 'admin GET /api/users?page_number=n&page_size=10', {
        url: api.url,
        headers: auth(admin),
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/users?page_number=${1 + Math.floor(Math.random() * Math.ceil(users / 10))}&page_size=10`,
            }),
          },
        ],
      }),
      await load('student GET /api/users?page_number=1&page_size=10', {
        url: `${api.url}/api/users?page_number=1&page_size=10`,
        headers: auth(student),
      }),
    ];
    const filtered = runs[0]!;
    const checks = {
      'filtered read ≥ 25% of bare route throughput': shareOfBare(filtered) >= 25,
      'filtered read p99 ≤ 30 ms': filtered.latency_p99_ms <= 30,
      'admin users list, random page, p99 ≤ 30 ms': runs[3]!.latency_p99_ms <= 30,
    };
    return { users, runs, checks };
  } finally {
    await api.stop();
  }
}
