// Issue 10 benchmark: with 1 000 000 practice runs on PostgreSQL, each right after the bare route,
// a learner's GET /api/practices pages and POST /api/practice_stats of their own run with its ~10
// attempt events (checked and recomputed by the server, written in one statement). Targets: at least
// 25 % of the bare route's requests per second, p99 ≤ 30 ms.
import pg from 'pg';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { scorePractice } from '@charla/domain/practices';
import {
  benchStudentEmails,
  databaseUrl,
  load,
  loadBesideBare,
  login,
  shareOfBare,
  startApi,
  type LoadResult,
} from './lib';
import { seedUsers } from './people';

export const TARGET_RUNS = 1_000_000;
const PRACTICES = 1000;
export const PRACTICE_TITLE = 'Práctica bench';
/** Students posting at once, each their own runs (one student alone would only measure its own index pages). */
export const POSTERS = 50;
/** Ten fill-in-the-blank exercises per bench practice (no n: the probability is the accuracy). */
const EXERCISES = Array.from({ length: 10 }, (_, i) => ({
  hint: 'to be',
  sentence: `Sentence ${i + 1}: she <blank> happy.`,
  answer: 'is',
}));

async function seedPractices(client: pg.Client): Promise<number> {
  const props = JSON.stringify({ practice_type: 'fill-in-the-blank', exercises: EXERCISES });
  const { rows } = await client.query<{ n: string }>('select count(*) as n from practices where title like $1', [
    `${PRACTICE_TITLE} %`,
  ]);
  const existing = Number(rows[0]!.n);
  if (existing < PRACTICES) {
    await client.query(
      `insert into practices (id, title, instructions, props)
       select gen_random_uuid(), $1 || ' ' || lpad(n::text, 4, '0'), 'Completa cada oración.', $2::jsonb
       from generate_series($3::int + 1, $4::int) as n`,
      [PRACTICE_TITLE, props, existing, PRACTICES],
    );
  }
  return PRACTICES;
}

/**
 * Runs spread over the bench students and practices and over the last year, with counts that hang
 * together and the numbers the formulas give (spec part 2 §9), as the API would have stored them.
 */
async function seedRuns(client: pg.Client): Promise<number> {
  let { rows } = await client.query<{ n: string }>('select count(*) as n from practice_stats');
  let count = Number(rows[0]!.n);
  while (count < TARGET_RUNS) {
    const batch = Math.min(100_000, TARGET_RUNS - count);
    await client.query(
      `with practice as (select array_agg(id order by id) as ids from practices where title like $1),
            student as (select array_agg(id order by id) as ids from users
                        where role_id = $2 and email like 'bench%@charla.test'),
            counts as (
              select n, c, f, 2 * c - f + (n % 3) as total, f::float8 / c as p
              from (select n, 1 + (n % 10) as c, (n / 10) % (2 + (n % 10)) as f
                    from generate_series($3::bigint, $3::bigint + $4 - 1) as n) raw
            )
       insert into practice_stats (id, user_id, practice_id, total_attempts, average_attempts,
         first_try_correct_ones, completed, accuracy, probability_of_knowing, score, created_at, updated_at)
       select gen_random_uuid(), student.ids[1 + ((n * 7919) % array_length(student.ids, 1))],
              practice.ids[1 + (n % array_length(practice.ids, 1))],
              total, round(total::numeric / c, 1), f, c, round((100 * p)::numeric, 1), round(p::numeric, 3),
              round((10 * greatest(0, c * p + ln(greatest(0.01, p))))::numeric, 1),
              now() - (n % 525600) * interval '1 minute', now() - (n % 525600) * interval '1 minute'
       from counts, practice, student`,
      [`${PRACTICE_TITLE} %`, STUDENT_ROLE_ID, count, batch],
    );
    ({ rows } = await client.query<{ n: string }>('select count(*) as n from practice_stats'));
    count = Number(rows[0]!.n);
  }
  await client.query('vacuum (analyze) practice_stats');
  await client.query('vacuum (analyze) practices');
  return count;
}

/** The student's own run of a bench practice: 9 of 10 done, one at the second try — 10 attempt events. */
export function runBody(userId: string, practiceId: string) {
  const events = EXERCISES.slice(0, 9).flatMap((exercise, i) =>
    i === 4
      ? [
          { exercise_key: exercise.sentence, correct: false, attempt: 1, elapsed_ms: 1000 * i + 400 },
          { exercise_key: exercise.sentence, correct: true, attempt: 2, elapsed_ms: 1000 * i + 900 },
        ]
      : [{ exercise_key: exercise.sentence, correct: true, attempt: 1, elapsed_ms: 1000 * i + 700 }],
  );
  const score = scorePractice({ completed: 9, total_attempts: 10, first_try_correct_ones: 8 }, undefined);
  return JSON.stringify({ user_id: userId, practice_id: practiceId, ...score, events });
}

export async function benchPractices(port: number): Promise<{
  runs_stored: number;
  practices: number;
  runs: LoadResult[];
  shares_of_bare: Record<string, number>;
  checks: Record<string, boolean>;
}> {
  await seedUsers();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  let stored: number;
  let students: { id: string; email: string }[];
  let practiceIds: string[];
  try {
    await seedPractices(client);
    stored = await seedRuns(client);
    const emails = await benchStudentEmails(client, POSTERS, 7);
    const { rows } = await client.query<{ id: string; email: string }>(
      'select id, email from users where email = any($1)',
      [emails],
    );
    students = rows;
    const practice = await client.query<{ id: string }>('select id from practices where title like $1', [
      `${PRACTICE_TITLE} %`,
    ]);
    practiceIds = practice.rows.map((row) => row.id);
  } finally {
    await client.end();
  }

  const api = await startApi(port);
  const since = new Date();
  try {
    const posters = await Promise.all(
      students.map(async (student) => ({ id: student.id, token: await login(api.url, student.email) })),
    );
    const headers = { authorization: `Bearer ${posters[0]!.token}` };
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const pages = Math.ceil(PRACTICES / 10);
    const page = () => 1 + Math.floor(Math.random() * pages);
    const list = (req: object) => ({ ...req, path: `/api/practices?page_number=${page()}&page_size=10` });
    // Each request: one of the students posting their own run of a random bench practice.
    const post = (req: object) => {
      const poster = pick(posters);
      return {
        ...req,
        method: 'POST' as const,
        path: '/api/practice_stats',
        headers: { authorization: `Bearer ${poster.token}`, 'content-type': 'application/json' },
        body: runBody(poster.id, pick(practiceIds)),
      };
    };

    await load('warm-up', { url: api.url, headers, duration: 3, requests: [{ method: 'GET', setupRequest: list }] });
    const runs = [
      await loadBesideBare(api.url, 'student GET /api/practices (random page of 10)', {
        url: api.url,
        headers,
        requests: [{ method: 'GET', setupRequest: list }],
      }),
      await loadBesideBare(api.url, `${POSTERS} students POST /api/practice_stats (10 events)`, {
        url: api.url,
        requests: [{ method: 'POST', setupRequest: post }],
      }),
    ];
    const checks: Record<string, boolean> = {};
    const shares: Record<string, number> = {};
    for (const run of runs) {
      const share = Math.round(shareOfBare(run));
      shares[run.name] = share;
      console.log(`${run.name}: ${share} % of the bare route`);
      checks[`${run.name}: ${share} % of the bare route ≥ 25 %`] = share >= 25;
      checks[`${run.name}: p99 ${run.latency_p99_ms} ms ≤ 30 ms`] = run.latency_p99_ms <= 30;
      checks[`${run.name}: every answer 2xx (${run.non_2xx} not)`] = run.non_2xx === 0 && run.errors === 0;
    }
    return { runs_stored: stored, practices: PRACTICES, runs, shares_of_bare: shares, checks };
  } finally {
    await api.stop();
    await removePostedRuns(
      students.map((student) => student.id),
      since,
    );
  }
}

/** The runs the benchmark posted go, so the next run starts from the same million. */
export async function removePostedRuns(userIds: string[], since: Date): Promise<void> {
  const cleanup = new pg.Client({ connectionString: databaseUrl() });
  await cleanup.connect();
  try {
    await cleanup.query('delete from practice_stats where user_id = any($1) and created_at >= $2', [userIds, since]);
    await cleanup.query('vacuum (analyze) practice_stats');
    await cleanup.query('vacuum (analyze) practice_attempts');
  } finally {
    await cleanup.end();
  }
}
