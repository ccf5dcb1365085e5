// Issue 3 benchmark: with 1 000 000 sessions in PostgreSQL, the upcoming/past pages and
// blocked_slots at 50 connections, each right after the bare route; booking throughput under contention
// (many students, few slots) with a check that nothing was double-booked or over quota; and the
// month of 'Any' start times over 50 tutors computed in process.
import pg from 'pg';
import {
  anyTutorStartTimes,
  bookingWindow,
  groupByDisplayDate,
  tutorStartTimes,
  type TutorSchedule,
} from '@charla/domain/booking';
import { TUTOR_ROLE_ID } from '@charla/domain/ids';
import { benchStudentEmails, databaseUrl, load, loadBesideBare, login, startApi, type LoadResult } from './lib';
import { seedUsers } from './people';

export const TARGET_SESSIONS = 1_000_000;
const READ_TUTORS = 50;
const BOOKING_TUTORS = 10;
const AVAILABILITY = Object.fromEntries(
  ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => [
    day,
    [{ start_time: 7, end_time: 22 }],
  ]),
);

async function ensureTutors(client: pg.Client, prefix: string, count: number): Promise<string[]> {
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
async function seedSessions(client: pg.Client, tutorIds: string[]): Promise<number> {
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
  // Index-only scans need the visibility map, as autovacuum keeps it on a live server; the tables the
  // sessions' triggers keep (one row per student, tutor or tutor-month, updated by every insert) are left
  // with about a million dead versions, which autovacuum would also have cleared before anyone books.
  await client.query('vacuum (analyze) sessions, session_owner_versions, tutor_booked_versions, tutor_month_load');
  return count;
}

/**
 * The read tutors are booked back to back around the clock, which the server sends as a few runs.
 * The worst case for blocked_slots is the opposite: every other quarter hour booked, nothing merges.
 */
async function seedAlternatingTutor(client: pg.Client, from: Date): Promise<string> {
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

function anyComputation(schedules: TutorSchedule[]) {
  const now = new Date();
  const times: number[] = [];
  let offered = 0;
  for (let run = 0; run < 200; run++) {
    const started = performance.now();
    const window = bookingWindow(now);
    const union = anyTutorStartTimes(schedules, window);
    offered = groupByDisplayDate(union).size;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    tutors: schedules.length,
    runs: times.length,
    dates_offered: offered,
    median_ms: +times[100]!.toFixed(3),
    p95_ms: +times[190]!.toFixed(3),
  };
}

/** A clock for the server where the booking window is never empty (late in a month: the 10th). */
function benchNow(): string | undefined {
  const day = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', day: 'numeric' }).format(new Date()),
  );
  if (day <= 20) return undefined;
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 10, 15)).toISOString();
}

export async function benchSessions(port: number) {
  await seedUsers();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const readTutors = await ensureTutors(client, 'Bench Tutor', READ_TUTORS);
  const bookingTutors = await ensureTutors(client, 'Bench Booking', BOOKING_TUTORS);
  const sessions = await seedSessions(client, readTutors);
  // Booking students: a plan with room, and no bookings left from an earlier run.
  const plan = await client.query<{ id: string }>(`select id from plans where name = 'Intensivo'`);
  const bookerEmails = await benchStudentEmails(client, 200);
  const readerEmails = await benchStudentEmails(client, 20, 5000);
  await client.query(`update users set plan_id = $1 where email = any($2::text[])`, [plan.rows[0]!.id, bookerEmails]);
  await client.query('delete from sessions where tutor_id = any($1::uuid[])', [bookingTutors]);
  const fixedNow = benchNow();
  const alternatingTutor = await seedAlternatingTutor(client, new Date(fixedNow ?? Date.now()));
  const api = await startApi(port, fixedNow ? { FIXED_NOW: fixedNow } : {});
  try {
    const readers = await Promise.all(readerEmails.map((email) => login(api.url, email)));
    const bookers = await Promise.all(bookerEmails.map((email) => login(api.url, email)));
    const nowIso = new Date(fixedNow ?? Date.now()).toISOString();
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const asReader = (path: () => string) => ({
      url: api.url,
      requests: [
        {
          method: 'GET',
          setupRequest: (req: { headers?: Record<string, string> }) => ({
            ...req,
            path: path(),
            headers: { ...req.headers, ...auth(pick(readers)) },
          }),
        },
      ],
    });

    await load('warm-up', { ...asReader(() => `/api/sessions?page_number=1&page_size=10`), duration: 3 });
    const runs: LoadResult[] = [
      await loadBesideBare(
        api.url,
        'GET /api/sessions upcoming page (spec query)',
        asReader(
          () =>
            `/api/sessions?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10&meeting_time_after=${nowIso}`,
        ),
      ),
      await loadBesideBare(
        api.url,
        'GET /api/sessions past page (spec query)',
        asReader(
          () =>
            `/api/sessions?sort_by=meeting_time&sort_order=-1&page_number=1&page_size=10&meeting_time_before=${nowIso}`,
        ),
      ),
      await loadBesideBare(
        api.url,
        'GET /api/tutors/{id}/blocked_slots',
        asReader(() => `/api/tutors/${pick(readTutors)}/blocked_slots`),
      ),
      await loadBesideBare(
        api.url,
        'blocked_slots, every other slot booked',
        asReader(() => `/api/tutors/${alternatingTutor}/blocked_slots`),
      ),
    ];

    // Contention: 200 students, 10 tutors, the first 40 offered start times ('any' in a quarter of requests).
    const window = bookingWindow(new Date(nowIso));
    const schedule: TutorSchedule = {
      id: 'x',
      timezone: 'America/Costa_Rica',
      availability: AVAILABILITY,
      blocked_slots: [],
    };
    const slots = [
      ...groupByDisplayDate({ instants: tutorStartTimes(schedule, window).slice(0, 40), tutorId: 'x' }).values(),
    ].flat();
    const contention = {
      url: `${api.url}/api/sessions`,
      method: 'POST',
      requests: [
        {
          method: 'POST',
          setupRequest: (req: { headers?: Record<string, string> }) => {
            const slot = pick(slots);
            const tutor = Math.random() < 0.25 ? 'any' : pick(bookingTutors);
            return {
              ...req,
              headers: { ...req.headers, ...auth(pick(bookers)), 'content-type': 'application/json' },
              body: JSON.stringify({ fecha: slot.date, hora: slot.time, type: 'speaking-session', tutor_id: tutor }),
            };
          },
        },
      ],
    };
    // The booking path warmed up as the reads are (compiled code, each pooled connection's prepared
    // statements), its sessions removed again: the measure is of a running server, not of its first second.
    await load('booking warm-up', { ...contention, duration: 3 });
    await client.query('delete from sessions where tutor_id = any($1::uuid[])', [bookingTutors]);
    const booking = await load('POST /api/sessions under contention', contention);
    const created = await client.query<{ n: string }>(
      `select count(*) as n from sessions where tutor_id = any($1::uuid[])`,
      [bookingTutors],
    );
    const doubles = await client.query<{ n: string }>(
      `select count(*) as n from (select tutor_id, meeting_time from sessions where estado <> 'cancelada'
        group by 1, 2 having count(*) > 1) d`,
    );
    const overQuota = await client.query<{ n: string }>(
      `select count(*) as n from (select s.user_id from sessions s join users u on u.id = s.user_id join plans p on p.id = u.plan_id
        where s.tutor_id = any($1::uuid[]) and s.estado <> 'cancelada' group by s.user_id, p.maximum_total_sessions
        having count(*) > p.maximum_total_sessions) q`,
      [bookingTutors],
    );

    const tutorRows = await client.query<{
      id: string;
      timezone: string;
      availability: TutorSchedule['availability'];
      blocked_slots: TutorSchedule['blocked_slots'];
    }>('select id, timezone, availability, blocked_slots from tutors where id = any($1::uuid[])', [readTutors]);
    const any = anyComputation(tutorRows.rows);

    const bookingsCreated = Number(created.rows[0]!.n);
    const result = {
      sessions,
      fixed_now: fixedNow ?? null,
      runs,
      booking: {
        attempts: booking.total_requests,
        created: bookingsCreated,
        bookings_per_second: +(bookingsCreated / 10).toFixed(1),
        attempts_per_second: booking.requests_per_second,
        latency_p50_ms: booking.latency_p50_ms,
        latency_p99_ms: booking.latency_p99_ms,
        double_bookings: Number(doubles.rows[0]!.n),
        students_over_quota: Number(overQuota.rows[0]!.n),
        offered_slots: slots.length * BOOKING_TUTORS,
      },
      any_start_times: any,
    };
    const checks = {
      'upcoming page p99 ≤ 30 ms': runs[0]!.latency_p99_ms <= 30,
      'past page p99 ≤ 30 ms': runs[1]!.latency_p99_ms <= 30,
      'blocked_slots p99 ≤ 30 ms': runs[2]!.latency_p99_ms <= 30,
      'blocked_slots, every other slot booked, p99 ≤ 30 ms': runs[3]!.latency_p99_ms <= 30,
      'booking under contention p99 ≤ 250 ms': booking.latency_p99_ms <= 250,
      'no double booking': result.booking.double_bookings === 0,
      'no quota overrun': result.booking.students_over_quota === 0,
      "a month of 'Any' over 50 tutors ≤ 5 ms (median)": any.median_ms <= 5,
      'bare route measured beside each read': runs.every((run) => (run.bare_requests_per_second ?? 0) > 0),
    };
    return { ...result, checks };
  } finally {
    await api.stop();
    await client.end();
  }
}
