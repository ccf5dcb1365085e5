// The least a server can do for the benchmark's reads (decision 013): bare Fastify and a `pg` pool, no
// token, no validation, no access rules, no scoring. `GET /api/ping`; `GET /api/floor/past?user_id=&before=`,
// the past sessions page's statement with its joins; `GET /api/floor/users/:id`, one user with the product's
// columns and join; `POST /api/practice_stats`, a run and its events written in one statement. Measured at
// the product's rates (bench/floor.ts), it shows how far this machine lets those requests go, whatever the
// product does. Started by bench/floor.ts with DATABASE_URL and PORT.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

const PAST = `select s.id, s.user_id, s.tutor_id, s.type, s.meeting_time, s.meeting_url, s.estado, s.cancelled_at,
    s.cancel_reason, coalesce(p.cancel_notice_hours, 0) as cancel_notice_hours, s.feedback, s.created_at,
    s.updated_at, t.public_name as tutor_name, u.name as student_name
  from sessions s join tutors t on t.id = s.tutor_id join users u on u.id = s.user_id
    left join plans p on p.id = u.plan_id
  where s.user_id = $1 and s.meeting_time < $2 order by s.meeting_time desc, s.id desc limit 10`;

const USER = `select u.id, u.name, u.email, u.phone, u.role_id, u.plan_id, u.lesson_level, u.current_lesson_id,
    l.title as current_lesson_title, u.tutor_id, u.created_at, u.updated_at
  from users u left join lessons l on l.id = u.current_lesson_id where u.id = $1`;

const RUNS = `with input as (
    select * from jsonb_to_recordset($1::jsonb) as r(id uuid, user_id uuid, practice_id uuid, total_attempts int,
      average_attempts real, first_try_correct_ones int, completed int, accuracy real,
      probability_of_knowing real, score real, events jsonb)
  ), stat as (
    insert into practice_stats (id, user_id, practice_id, total_attempts, average_attempts,
      first_try_correct_ones, completed, accuracy, probability_of_knowing, score)
    select id, user_id, practice_id, total_attempts, average_attempts, first_try_correct_ones, completed,
      accuracy, probability_of_knowing, score from input
    returning *
  ), attempts as (
    insert into practice_attempts (id, stat_id, user_id, practice_id, exercise_key, correct, attempt,
      elapsed_ms, created_at)
    select gen_random_uuid(), stat.id, stat.user_id, stat.practice_id, e.exercise_key, e.correct, e.attempt,
      e.elapsed_ms, stat.created_at
    from stat join input r on r.id = stat.id
      cross join jsonb_to_recordset(r.events) as e(exercise_key text, correct boolean, attempt int, elapsed_ms int)
  )
  select * from stat`;

type Run = Record<string, unknown> & { id: string };

async function writeRun(run: Run) {
  const { rows } = await pool.query(RUNS, [JSON.stringify([run])]);
  return rows[0];
}

app.get('/api/ping', async () => ({ success: true }));

app.get('/api/floor/past', async (req) => {
  const { user_id, before } = req.query as { user_id: string; before: string };
  const { rows } = await pool.query(PAST, [user_id, before]);
  return { success: true, data: { data: rows, page_number: 1, page_size: 10 } };
});

app.get('/api/floor/users/:id', async (req) => {
  const { rows } = await pool.query(USER, [(req.params as { id: string }).id]);
  return { success: true, data: rows[0] };
});

app.post('/api/practice_stats', async (req, reply) => {
  // The bench's runs: nine exercises completed (bench/practices.ts runBody).
  const row = await writeRun({ ...(req.body as Record<string, unknown>), id: randomUUID(), completed: 9 });
  return reply.code(201).send({ success: true, data: row });
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
