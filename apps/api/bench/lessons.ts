// Issue 9 benchmark: homework reads with 100 000 students and 1 000 000 assignments on PostgreSQL,
// each right after the bare route: a student's GET /api/assignments and /api/assignments/{id},
// and a tutor's students page with and without `q` (a substring search served by trigram indexes).
import pg from 'pg';
import { STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { hashPassword } from '../src/auth/passwords';
import { databaseUrl, load, loadBesideBare, login, shareOfBare, startApi, type LoadResult } from './lib';
import { seedUsers } from './people';

export const TARGET_ASSIGNMENTS = 1_000_000;
/** Bench students 50 001–70 000 belong to 200 bench tutors, 100 each (a school of 100 000 students); the rest
 * stay without a tutor for the sessions bench. */
const TUTOR_STUDENTS = { from: 50_001, to: 70_000, perTutor: 100 };
const TUTOR_COUNT = (TUTOR_STUDENTS.to - TUTOR_STUDENTS.from + 1) / TUTOR_STUDENTS.perTutor;
const tutorEmail = (k: number) => `benchlessontutor${k}@charla.test`;
const TUTOR_EMAIL = tutorEmail(1);

async function seedHomework(client: pg.Client): Promise<{ assignments: number; tutorStudents: number }> {
  const hash = await hashPassword('charla123');
  await client.query('begin');
  const existing = await client.query<{ n: string }>(
    "select count(*) as n from users where email like 'benchlessontutor%@charla.test' and email <> 'benchlessontutor@charla.test'",
  );
  if (Number(existing.rows[0]!.n) < TUTOR_COUNT) {
    await client.query(
      `with people as (
         insert into users (id, name, email, phone, password_hash, role_id)
         select gen_random_uuid(), 'Tutor de prueba ' || k, 'benchlessontutor' || k || '@charla.test', '555', $1, $2
         from generate_series(1, $3) as k
         on conflict do nothing
         returning id, substring(email from 'benchlessontutor([0-9]+)@')::int as k)
       insert into tutors (id, user_id, public_name)
       select gen_random_uuid(), id, 'Tutor de prueba ' || k from people`,
      [hash, TUTOR_ROLE_ID, TUTOR_COUNT],
    );
    await client.query(
      `update users u set tutor_id = t.id from tutors t where t.user_id = u.id and u.email like 'benchlessontutor%@charla.test'`,
    );
    await client.query(
      `update users u set tutor_id = t.id
       from tutors t join users tu on tu.id = t.user_id
       where u.role_id = $1 and u.email like 'bench%@charla.test' and u.email not like 'benchlessontutor%'
         and substring(u.email from 'bench([0-9]+)@')::int between $2 and $3
         and tu.email = 'benchlessontutor' || ((substring(u.email from 'bench([0-9]+)@')::int - $2) / $4 + 1) || '@charla.test'`,
      [STUDENT_ROLE_ID, TUTOR_STUDENTS.from, TUTOR_STUDENTS.to, TUTOR_STUDENTS.perTutor],
    );
  }
  await client.query('commit');

  let { rows } = await client.query<{ n: string }>('select count(*) as n from assignments');
  let count = Number(rows[0]!.n);
  // Ten assignments per bench student, spread over the demo lessons and over the last year.
  while (count < TARGET_ASSIGNMENTS) {
    const batch = Math.min(100_000, TARGET_ASSIGNMENTS - count);
    await client.query(
      `with lesson as (select array_agg(id order by id) as ids from lessons),
            student as (select array_agg(id order by id) as ids from users
                        where role_id = $1 and email like 'bench%@charla.test')
       insert into assignments (id, lesson_id, user_id, created_at, updated_at, completed_at)
       select gen_random_uuid(), lesson.ids[1 + (n % array_length(lesson.ids, 1))],
              student.ids[1 + (n % array_length(student.ids, 1))],
              now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day',
              case when n % 3 = 0 then now() - (n % 300) * interval '1 day' end
       from generate_series($2::bigint, $2::bigint + $3 - 1) as n, lesson, student`,
      [STUDENT_ROLE_ID, count, batch],
    );
    ({ rows } = await client.query<{ n: string }>('select count(*) as n from assignments'));
    count = Number(rows[0]!.n);
  }
  await client.query('vacuum (analyze) assignments');
  await client.query('vacuum (analyze) users');
  const tutorStudents = await client.query<{ n: string }>(
    `select count(*) as n from users u join users t on t.tutor_id = u.tutor_id where t.email = $1 and u.role_id = $2`,
    [TUTOR_EMAIL, STUDENT_ROLE_ID],
  );
  return { assignments: count, tutorStudents: Number(tutorStudents.rows[0]!.n) };
}

export async function benchLessons(port: number): Promise<{
  users: number;
  assignments: number;
  tutor_students: number;
  runs: LoadResult[];
  checks: Record<string, boolean>;
}> {
  const users = await seedUsers();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  let seeded: { assignments: number; tutorStudents: number };
  let studentEmail: string;
  let assignmentIds: string[];
  try {
    seeded = await seedHomework(client);
    const student = await client.query<{ id: string; email: string }>(
      `select u.id, u.email from users u join users t on t.tutor_id = u.tutor_id
       where t.email = $1 and u.role_id = $2 order by u.email limit 1`,
      [TUTOR_EMAIL, STUDENT_ROLE_ID],
    );
    studentEmail = student.rows[0]!.email;
    const own = await client.query<{ id: string }>('select id from assignments where user_id = $1', [
      student.rows[0]!.id,
    ]);
    assignmentIds = own.rows.map((r) => r.id);
  } finally {
    await client.end();
  }

  const api = await startApi(port);
  try {
    const studentToken = await login(api.url, studentEmail);
    const tutorToken = await login(api.url, TUTOR_EMAIL);
    const adminToken = await login(api.url, 'admin@charla.test');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const students = `/api/users?role_id=${STUDENT_ROLE_ID}&page_size=10`;

    await load('warm-up', { url: `${api.url}/api/assignments`, headers: auth(studentToken), duration: 3 });
    const runs = [
      await loadBesideBare(api.url, 'student GET /api/assignments (own, 10)', {
        url: `${api.url}/api/assignments`,
        headers: auth(studentToken),
      }),
      await loadBesideBare(api.url, 'student GET /api/assignments/{id}', {
        url: api.url,
        headers: auth(studentToken),
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/assignments/${pick(assignmentIds)}` }) },
        ],
      }),
      await loadBesideBare(api.url, `tutor students page (${seeded.tutorStudents} students)`, {
        url: api.url,
        headers: auth(tutorToken),
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `${students}&page_number=${1 + Math.floor(Math.random() * 10)}` }),
          },
        ],
      }),
      await loadBesideBare(api.url, 'tutor students page with q (substring)', {
        url: api.url,
        headers: auth(tutorToken),
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `${students}&page_number=1&q=${TUTOR_STUDENTS.from + Math.floor(Math.random() * TUTOR_STUDENTS.perTutor)}`,
            }),
          },
        ],
      }),
      await loadBesideBare(api.url, 'admin students page with q over every student', {
        url: api.url,
        headers: auth(adminToken),
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `${students}&page_number=1&q=${10_000 + Math.floor(Math.random() * 89_999)}`,
            }),
          },
        ],
      }),
    ];
    const checks: Record<string, boolean> = {};
    for (const run of runs) {
      checks[`${run.name}: p99 ${run.latency_p99_ms} ms ≤ 30 ms`] = run.latency_p99_ms <= 30;
      console.log(`${run.name}: ${Math.round(shareOfBare(run))} % of the bare route`);
    }
    return { users, assignments: seeded.assignments, tutor_students: seeded.tutorStudents, runs, checks };
  } finally {
    await api.stop();
  }
}
