// PostgreSQL's per-connection private memory, summed and at most over the API's backend connections,
// before and after one signed-in admin sends 16 000 distinct list URLs (page sizes 1–100, every sort,
// filters and q over the list routes). Target: it grows by no more than 20 MB.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { BASE_URL, BENCH_DB, login, pick, startApi } from './lib';
import { writeReport, type Row } from './report';
import { seedSchool } from './school-seed';
import { apiEnv, withSql, type Target } from './sql';

const URLS = 16_000;
const CONCURRENCY = 10;
const TERMS = ['a', 'an', 'es', 'bench', 'escuela', 'tutor', '12', 'práctica', 'lesson', 'zz'];

interface Backend {
  pid: number;
  /** The last statement was pg-boss's (the job queue's own connections). */
  jobs: boolean;
  private_kb: number;
  rss_anon_kb: number;
}

function kb(text: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** The bench database's client backends, from pg_stat_activity, with their memory from /proc. */
async function backends(database: string): Promise<Backend[]> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number; query: string }>(
    `select pid, query from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
    [database],
  );
  await client.end();
  return rows.flatMap((row) => {
    try {
      const smaps = readFileSync(`/proc/${row.pid}/smaps_rollup`, 'utf8');
      const status = readFileSync(`/proc/${row.pid}/status`, 'utf8');
      return [
        {
          pid: row.pid,
          jobs: row.query.includes('pgboss'),
          private_kb: kb(smaps, 'Private_Clean') + kb(smaps, 'Private_Dirty'),
          rss_anon_kb: kb(status, 'RssAnon'),
        },
      ];
    } catch {
      return [];
    }
  });
}

function summary(list: Backend[]) {
  const api = list.filter((b) => !b.jobs);
  const mb = (n: number) => +(n / 1024).toFixed(1);
  return {
    connections: api.length,
    job_connections: list.length - api.length,
    private_sum_mb: mb(api.reduce((s, b) => s + b.private_kb, 0)),
    private_max_mb: mb(Math.max(0, ...api.map((b) => b.private_kb))),
    rss_anon_sum_mb: mb(api.reduce((s, b) => s + b.rss_anon_kb, 0)),
    rss_anon_max_mb: mb(Math.max(0, ...api.map((b) => b.rss_anon_kb))),
  };
}

type Ids = Record<'user' | 'tutor' | 'lesson' | 'practice', string>;

/** `count` distinct list URLs: each route with a page size of 1–100, one of its sorts, a filter, q. */
function distinctUrls(count: number, ids: Ids): string[] {
  const routes: [string, string[], string[]][] = [
    [
      '/api/users',
      ['name', 'email', 'lesson_level', 'created_at', 'id'],
      [`role_id=${STUDENT_ROLE_ID}`, `tutor_id=${ids.tutor}`, 'lesson_level=3', `q=${pick(TERMS)}`],
    ],
    [
      '/api/sessions',
      ['meeting_time', 'created_at', 'id'],
      ['estado=programada', 'type=reading-session', `tutor_id=${ids.tutor}`, `user_id=${ids.user}`],
    ],
    ['/api/lessons', ['title', 'created_at', 'id'], [`q=${pick(TERMS)}`]],
    ['/api/practices', ['title', 'created_at', 'id'], [`q=${pick(TERMS)}`]],
    ['/api/assignments', ['created_at', 'completed_at', 'id'], [`user_id=${ids.user}`, `lesson_id=${ids.lesson}`]],
    ['/api/practice_stats', ['created_at', 'score', 'id'], [`user_id=${ids.user}`, `practice_id=${ids.practice}`]],
    ['/api/seds', ['created_at', 'id'], ['status=listo', `user_id=${ids.user}`]],
  ];
  const urls = new Set<string>();
  while (urls.size < count) {
    const [route, sorts, filters] = pick(routes);
    const size = 1 + Math.floor(Math.random() * 100);
    const parts = [`page_size=${size}`, `sort_by=${pick(sorts)}`, `sort_order=${pick(['1', '-1'])}`];
    if (Math.random() < 0.7) parts.push(pick(filters).replace(/q=.*/, `q=${encodeURIComponent(pick(TERMS))}`));
    if (Math.random() < 0.5) parts.push(`page_number=${1 + Math.floor(Math.random() * 5)}`);
    urls.add(`${route}?${parts.join('&')}`);
  }
  return [...urls];
}

/** Sends every URL as the admin, CONCURRENCY at a time; the statuses counted. */
async function send(base: string, token: string, urls: string[]): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      const status = res ? String(res.status) : 'error';
      await res?.arrayBuffer();
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

export async function benchMemory(port: number): Promise<void> {
  const target: Target = { kind: 'postgres', name: `${BENCH_DB}_school` };
  const ids = await withSql(target, async (sql) => {
    await seedSchool(sql);
    const [row] = await sql<Ids>(
      `select (select id from users where email = 'schoolstudent5@charla.test') as user,
              (select id from tutors where public_name = 'Tutor escuela 1') as tutor,
              (select id from lessons limit 1) as lesson,
              (select id from practices where title like 'Práctica bench %' limit 1) as practice`,
    );
    return row!;
  });
  const api = await startApi(port, { ...apiEnv(target), DATABASE_POOL_SIZE: '10' });
  try {
    const admin = await login(api.url, 'admin@charla.test');
    // Every pooled connection opened and used once by the lists as the web app asks for them.
    const warm = ['/api/users', '/api/sessions', '/api/lessons', '/api/practices', '/api/assignments'].flatMap((r) =>
      Array.from({ length: 8 }, (_, i) => `${r}?page_size=10&page_number=${i + 1}`),
    );
    await send(api.url, admin, warm);
    const before = await backends(target.name);
    const started = Date.now();
    const statuses = await send(api.url, admin, distinctUrls(URLS, ids));
    const seconds = (Date.now() - started) / 1000;
    const after = await backends(target.name);
    const [b, a] = [summary(before), summary(after)];
    const growth = +(a.private_sum_mb - b.private_sum_mb).toFixed(1);
    console.log({ before: b, after: a, statuses, seconds });
    const rows: Row[] = [
      {
        measure: "private memory of the API's PostgreSQL connections, growth (sum)",
        target: '≤ 20 MB',
        note: `+${growth} MB: ${b.private_sum_mb} → ${a.private_sum_mb} MB over ${b.connections} → ${a.connections} connections (max per connection ${b.private_max_mb} → ${a.private_max_mb} MB)`,
        ok: growth <= 20,
      },
      {
        measure: 'RssAnon of those connections (sum; max)',
        target: '—',
        note: `${b.rss_anon_sum_mb} → ${a.rss_anon_sum_mb} MB; ${b.rss_anon_max_mb} → ${a.rss_anon_max_mb} MB`,
        ok: null,
      },
      {
        measure: `${URLS} distinct list URLs, answers`,
        target: '—',
        note: `${Object.entries(statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')} in ${seconds.toFixed(0)} s`,
        ok: null,
      },
    ];
    await writeReport('memory', rows, { before, after, summary: { before: b, after: a, growth_mb: growth }, statuses });
  } finally {
    await api.stop();
  }
}
