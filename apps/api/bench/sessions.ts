// The platform's sessions (bench/platform.ts): 1 000 000 sessions over 50 tutors booked back to back,
// and a tutor with every other slot booked (blocked_slots' worst case: nothing merges).
import type pg from 'pg';
import { TUTOR_ROLE_ID } from '@charla/domain/ids';

export const TARGET_SESSIONS = 1_000_000;
export const READ_TUTORS = 50;
export const AVAILABILITY = Object.fromEntries(
  ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => [
    day,
    [{ start_time: 7, end_time: 22 }],
  ]),
);

export async function ensureTutors(client: pg.Client, prefix: string, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    'select id from tutors where public_name like $1 order by public_name',
    [`${prefix} %`],
  );
  if (rows.length >= count) return rows.slice(0, count).map((r) => r.id);
  for (let i = rows.length; i < count; i++) {
    const name = `${prefix} ${String(i).padStart(3, '0')}`;
    const user = await client.query<{ id: string }>(
      `insert into users (id, name, email, phone, role_id) values (gen_random_uuid(), $1, $2, '', $3) returning id`,
      [name, `${prefix.toLowerCase().replace(/\s/g, '')}${i}@charla.test`, TUTOR_ROLE_ID],
    );
    const tutor = await client.query<{ id: string }>(
      `insert into tutors (id, user_id, public_name, availability) values (gen_random_uuid(), $1, $2, $3) returning id`,
      [user.rows[0]!.id, name, JSON.stringify(AVAILABILITY)],
    );
    await client.query('update users set tutor_id = $1 where id = $2', [tutor.rows[0]!.id, user.rows[0]!.id]);
  }
  return ensureTutors(client, prefix, count);
}

/** 1M sessions: 50 tutors, bulk students, 15-minute steps from 200 days ago to about a week ahead. */
export async function seedSessions(client: pg.Client, tutorIds: string[]): Promise<number> {
  let { rows } = await client.query<{ n: string }>('select count(*) as n from sessions');
  let count = Number(rows[0]!.n);
  const base = new Date(Date.now() - 200 * 86_400_000);
  base.setUTCMinutes(0, 0, 0);
  while (count < TARGET_SESSIONS) {
    const batch = Math.min(100_000, TARGET_SESSIONS - count);
    await client.query(
      `insert into sessions (id, user_id, tutor_id, type, meeting_time, meeting_url, estado)
       select gen_random_uuid(), s.ids[1 + ((n::bigint * 7919) % s.cnt)::int], ($3::uuid[])[1 + (n % 50)],
              case when n % 3 = 0 then 'reading-session' else 'speaking-session' end,
              $4::timestamptz + ((n / 50) * interval '15 minutes'), 'https://meet.jit.si/charla-bench',
              case when n % 20 = 0 then 'cancelada' else 'programada' end
       from generate_series($1::int, $2::int) as n,
            (select array_agg(id) as ids, count(*)::int as cnt from users where email like 'bench%@charla.test') as s`,
      [count, count + batch - 1, tutorIds, base],
    );
    ({ rows } = await client.query<{ n: string }>('select count(*) as n from sessions'));
    count = Number(rows[0]!.n);
  }
  // Index-only scans need the visibility map, as autovacuum keeps it on a live server; any table the
  // sessions' triggers keep is left with dead versions, which autovacuum would also have cleared.
  await client.query('vacuum (analyze)');
  return count;
}

/**
 * The read tutors are booked back to back around the clock, which the server sends as a few runs.
 * The worst case for blocked_slots is the opposite: every other quarter hour booked, nothing merges.
 */
export async function seedAlternatingTutor(client: pg.Client, from: Date): Promise<string> {
  const [tutorId] = await ensureTutors(client, 'Bench Alterno', 1);
  await client.query('delete from sessions where tutor_id = $1', [tutorId]);
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  await client.query(
    `insert into sessions (id, user_id, tutor_id, type, meeting_time, meeting_url, estado)
     select gen_random_uuid(), s.ids[1 + (n % s.cnt)], $1, 'speaking-session',
            $2::timestamptz + n * interval '30 minutes', 'https://meet.jit.si/charla-bench', 'programada'
     from generate_series(0, 48 * 40) as n,
          (select array_agg(id) as ids, count(*)::int as cnt from users where email like 'bench%@charla.test') as s`,
    [tutorId, start],
  );
  return tutorId!;
}
