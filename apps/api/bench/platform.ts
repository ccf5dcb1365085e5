// The platform: 100 000 users and 1 000 000 sessions on PostgreSQL, two API processes; each read at a
// fixed 200 requests/s (target p99 ≤ 50 ms), beside the bare route and the least possible server.
import pg from 'pg';
import { BENCH_DB, benchStudentEmails, databaseUrl, loginAll, pick, startApi, type RunningApi } from './lib';
import { fixedRate, type BenchRequest, type LoadRun } from './load';
import { floorMix, ping, startFloor } from './floor';
import { seedUsers } from './people';
import { runRows, writeReport, type Row } from './report';
import { READ_TUTORS, ensureTutors, seedAlternatingTutor, seedSessions } from './sessions';
import { withSql } from './sql';

const RATE = 200;
const WINDOW = { rate: RATE, seconds: 10, warmup: 2 };

async function seedPlatform() {
  await withSql({ kind: 'postgres', name: BENCH_DB }, async () => {});
  const users = await seedUsers();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const tutors = await ensureTutors(client, 'Bench Tutor', READ_TUTORS);
    const sessions = await seedSessions(client, tutors);
    const alternating = await seedAlternatingTutor(client, new Date());
    const emails = await benchStudentEmails(client, 20, 5000);
    const readers = await client.query<{ id: string; email: string }>(
      'select id, email from users where email = any($1) order by email',
      [emails],
    );
    const ids = await client.query<{ id: string }>('select id from users order by random() limit 2000');
    return { users, sessions, tutors, alternating, readers: readers.rows, ids: ids.rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

export async function benchPlatform(port: number): Promise<void> {
  const seeded = await seedPlatform();
  const apis: RunningApi[] = [];
  const runs: LoadRun[] = [];
  const rows: Row[] = [];
  try {
    for (const p of [port, port + 1]) apis.push(await startApi(p, { DATABASE_POOL_SIZE: '10' }));
    const bases = apis.map((api) => api.url);
    const tokens = await loginAll(
      bases[0]!,
      seeded.readers.map((r) => r.email),
    );
    const readers = seeded.readers.map((r, i) => ({ id: r.id, token: tokens[i]! }));
    const [admin] = await loginAll(bases[0]!, ['admin@charla.test']);
    const now = new Date().toISOString();
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const reads: [string, () => Omit<BenchRequest, 'route'>][] = [
      [
        'student GET /api/users/{own id} (filtered)',
        () => {
          const r = pick(readers);
          return { path: `/api/users/${r.id}`, headers: as(r.token) };
        },
      ],
      ['admin GET /api/users/{random id}', () => ({ path: `/api/users/${pick(seeded.ids)}`, headers: as(admin!) })],
      [
        'admin users list, random page of 10',
        () => ({
          path: `/api/users?page_number=${1 + Math.floor(Math.random() * (seeded.users / 10))}&page_size=10`,
          headers: as(admin!),
        }),
      ],
      [
        'student upcoming sessions page',
        () => ({
          path: `/api/sessions?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10&meeting_time_after=${now}`,
          headers: as(pick(readers).token),
        }),
      ],
      [
        'student past sessions page',
        () => ({
          path: `/api/sessions?sort_by=meeting_time&sort_order=-1&page_number=1&page_size=10&meeting_time_before=${now}`,
          headers: as(pick(readers).token),
        }),
      ],
      [
        'GET /api/tutors/{id}/blocked_slots (booked back to back)',
        () => ({
          path: `/api/tutors/${pick(seeded.tutors)}/blocked_slots`,
          headers: as(pick(readers).token),
        }),
      ],
      [
        'blocked_slots, every other slot booked',
        () => ({
          path: `/api/tutors/${seeded.alternating}/blocked_slots`,
          headers: as(pick(readers).token),
        }),
      ],
    ];
    for (const [route, make] of reads) {
      const run = await fixedRate(route, bases, () => ({ route, ...make() }), WINDOW);
      runs.push(run);
      rows.push(...runRows(route, run, 50));
    }
    const bare = await fixedRate('bare route GET /api/ping', bases, ping, WINDOW);
    runs.push(bare);
    rows.push(...runRows('bare route GET /api/ping, 2 API processes', bare));
  } finally {
    for (const api of apis) await api.stop();
  }
  const floor = await startFloor(port + 2, BENCH_DB);
  try {
    const run = await fixedRate('least possible server', [floor.url], await floorMix(BENCH_DB), WINDOW);
    runs.push(run);
    rows.push(...runRows('least possible server (floor-server.ts)', run));
  } finally {
    await floor.stop();
  }
  await writeReport('platform', rows, { users: seeded.users, sessions: seeded.sessions, runs });
}
