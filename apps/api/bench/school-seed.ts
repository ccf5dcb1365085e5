// A school of 2 000 students and 100 tutors (20 students each) with a year of history: two sessions a
// week each (and the next five weeks booked), a SED and an assignment a week (the last six still to
// hand in), three practice runs a week. The same on PostgreSQL and on the embedded database.
import { STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { hashPassword } from '../src/auth/passwords';
import { PASSWORD } from './lib';
import { seedPractices, seedRuns } from './practices';
import { AVAILABILITY } from './sessions';
import type { Sql } from './sql';

export const STUDENTS = 2000;
export const TUTORS = 100;
const WEEKS = 52;
export const PLAN_NAME = 'Bench escuela';
export const studentEmail = (n: number) => `schoolstudent${n}@charla.test`;
export const tutorEmail = (k: number) => `schooltutor${k}@charla.test`;

/** Monday 00:00 UTC of the week a year ago: the school's first week. */
export function yearAgo(now = new Date()): Date {
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  return new Date(monday - WEEKS * 7 * 86_400_000);
}

async function seedPeople(sql: Sql) {
  const hash = await hashPassword(PASSWORD);
  await sql(
    `insert into plans (id, name, language, maximum_reading_sessions, maximum_speaking_sessions, maximum_total_sessions)
     values (gen_random_uuid(), $1, 'en', 500, 500, 1000)`,
    [PLAN_NAME],
  );
  await sql(
    `with people as (
       insert into users (id, name, email, phone, password_hash, role_id)
       select gen_random_uuid(), 'Tutor escuela ' || k, 'schooltutor' || k || '@charla.test', '555', $1, $2
       from generate_series(1, $3::int) as k
       returning id, name)
     insert into tutors (id, user_id, public_name, availability)
     select gen_random_uuid(), id, name, $4::jsonb from people`,
    [hash, TUTOR_ROLE_ID, TUTORS, JSON.stringify(AVAILABILITY)],
  );
  await sql(
    `update users u set tutor_id = t.id from tutors t where t.user_id = u.id and u.email like 'schooltutor%@charla.test'`,
  );
  await sql(
    `insert into users (id, name, email, phone, password_hash, role_id, plan_id, lesson_level, tutor_id)
     select gen_random_uuid(), 'Estudiante escuela ' || n, 'schoolstudent' || n || '@charla.test', '555', $1, $2,
            (select id from plans where name = $3 limit 1), n % 10, t.id
     from generate_series(1, $4::int) as n
       join tutors t on t.public_name = 'Tutor escuela ' || (1 + (n - 1) / ($4::int / $5::int))`,
    [hash, STUDENT_ROLE_ID, PLAN_NAME, STUDENTS, TUTORS],
  );
}

const SCHOOL_STUDENTS = `(select id, tutor_id, substring(email from 'schoolstudent([0-9]+)@')::int as n
  from users where email like 'schoolstudent%@charla.test')`;

/** Per tutor, student k (0–19) has the same two hours every week: no two of a tutor's sessions meet. */
async function seedSessions(sql: Sql, from: Date, weeks: [number, number]) {
  await sql(
    `insert into sessions (id, user_id, tutor_id, type, meeting_time, meeting_url, estado)
     select gen_random_uuid(), u.id, u.tutor_id, case when j = 0 then 'speaking-session' else 'reading-session' end,
            $1::timestamptz + w * interval '7 days' + ((u.n - 1) % 20 % 7) * interval '1 day'
              + (14 + ((u.n - 1) % 20 / 7) * 2 + j) * interval '1 hour',
            'https://meet.jit.si/charla-bench', case when (u.n + w) % 20 = 0 then 'cancelada' else 'programada' end
     from ${SCHOOL_STUDENTS} u, generate_series($2::int, $3::int) as w, generate_series(0, 1) as j`,
    [from.toISOString(), weeks[0], weeks[1]],
  );
}

async function seedSeds(sql: Sql, from: Date) {
  await sql(
    `insert into seds (id, user_id, video_url, audio_file, audio_seconds, status, transcription, total_words,
                       created_at, updated_at)
     select gen_random_uuid(), u.id, 'https://www.youtube.com/watch?v=bench', 'seds/bench.webm', 60, 'listo',
            'Last summer I travelled with my family to the mountains.', 10,
            $1::timestamptz + w * interval '7 days' + interval '20 hours',
            $1::timestamptz + w * interval '7 days' + interval '20 hours'
     from ${SCHOOL_STUDENTS} u, generate_series(0, $2::int - 1) as w`,
    [from.toISOString(), WEEKS],
  );
}

async function seedAssignments(sql: Sql, from: Date) {
  await sql(
    `with lesson as (select array_agg(id order by id) as ids from lessons)
     insert into assignments (id, lesson_id, user_id, created_at, updated_at, completed_at)
     select gen_random_uuid(), lesson.ids[1 + ((u.n + w) % array_length(lesson.ids, 1))], u.id,
            $1::timestamptz + w * interval '7 days', $1::timestamptz + w * interval '7 days',
            case when w < $2::int - 6 then $1::timestamptz + w * interval '7 days' + interval '3 days' end
     from ${SCHOOL_STUDENTS} u, generate_series(0, $2::int - 1) as w, lesson`,
    [from.toISOString(), WEEKS],
  );
}

/** Seeds the school once (a database that has it is left as it is). */
export async function seedSchool(sql: Sql): Promise<void> {
  const [row] = await sql<{ n: number }>(`select count(*)::int as n from users where email like 'schoolstudent%'`);
  if (row!.n >= STUDENTS) return;
  const started = Date.now();
  const from = yearAgo();
  await seedPeople(sql);
  for (let week = 0; week < WEEKS + 5; week += 10) await seedSessions(sql, from, [week, Math.min(week + 9, WEEKS + 4)]);
  await seedSeds(sql, from);
  await seedAssignments(sql, from);
  await seedPractices(sql, 200);
  for (let n = 1; n <= STUDENTS; n += 500) await seedRuns(sql, from, WEEKS * 3, 56, [n, n + 499]);
  await sql('vacuum (analyze)');
  console.log(`school seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * What the load needs from the database, read before the API starts (the embedded database is one
 * process's): the signed-in students (every fifth) with their tutor and homework, a fifth of the tutors.
 */
export async function schoolFacts(sql: Sql) {
  const students = await sql<{ id: string; email: string; tutor_id: string }>(
    `select id, email, tutor_id from users where email like 'schoolstudent%@charla.test'
       and substring(email from 'schoolstudent([0-9]+)@')::int % 5 = 0 order by email`,
  );
  const assignments = await sql<{ id: string; user_id: string; open: boolean }>(
    `select a.id, a.user_id, a.completed_at is null as open from assignments a join users u on u.id = a.user_id
     where u.email like 'schoolstudent%@charla.test' and substring(u.email from 'schoolstudent([0-9]+)@')::int % 5 = 0`,
  );
  const practices = await sql<{ id: string }>(`select id from practices where title like 'Práctica bench %'`);
  const tutors = Array.from({ length: TUTORS / 5 }, (_, i) => tutorEmail(5 * (i + 1)));
  return { students, assignments, practiceIds: practices.map((p) => p.id), tutors };
}

export type SchoolFacts = Awaited<ReturnType<typeof schoolFacts>>;

/** What a run wrote goes again (bookings, runs, homework, their notifications): the next run starts alike. */
export async function removeWrites(sql: Sql, since: Date): Promise<void> {
  const at = since.toISOString();
  await sql(
    `update assignments set completed_at = null
     where id in (select assignment_id from lesson_submissions where created_at >= $1)`,
    [at],
  );
  await sql('delete from lesson_submissions where created_at >= $1', [at]);
  await sql('delete from sessions where created_at >= $1', [at]);
  await sql('delete from practice_stats where created_at >= $1', [at]);
  await sql('delete from notifications where created_at >= $1', [at]);
}
