// What the triggers on sessions keep (migrations 0011 and 0012). The tutors' monthly load that the fair
// 'Any' order reads: whatever is written to sessions — inserts of several rows, cancellations,
// reschedules across a month's edge, a change of tutor, deletes — the counters sum to the live sessions
// per tutor and display-zone month, computed here with the domain's displayMonthOf (so the migration's
// zone is the domain's). And the booked versions that blocked_slots reads: every write that changes a
// tutor's live booked times moves that tutor's versions (both tutors when a session changes tutor), and
// a write that changes none moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { displayMonthOf } from '@charla/domain/booking';
import { rowsOf as rowsOfStatement } from '../src/db/tx';
import { startTestApp, type TestApp } from './app';
import { NOW, booking, demoTutors } from './booking';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
});
afterAll(() => t.close());

const rowsOf = <T>(statement: SQL) => rowsOfStatement<T>(t.db, statement);

/** tutor|month start → live sessions, from the counters. */
async function counted(): Promise<Record<string, number>> {
  const rows = await rowsOf<{ tutor_id: string; month_start: string; n: number }>(
    sql`select tutor_id::text, month_start, sum(sessions)::int as n from tutor_month_load
        group by tutor_id, month_start having sum(sessions) <> 0`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.tutor_id}|${new Date(r.month_start).toISOString()}`, r.n]));
}

/** The same, counted from the sessions themselves with the domain's month. */
async function expected(): Promise<Record<string, number>> {
  const rows = await rowsOf<{ tutor_id: string; meeting_time: string }>(
    sql`select tutor_id::text, meeting_time from sessions where estado <> 'cancelada'`,
  );
  const load: Record<string, number> = {};
  for (const row of rows) {
    const key = `${row.tutor_id}|${displayMonthOf(new Date(row.meeting_time)).start.toISOString()}`;
    load[key] = (load[key] ?? 0) + 1;
  }
  return load;
}

/** tutor → its booked versions, as blocked_slots reads them. */
async function versions(): Promise<Record<string, string>> {
  const rows = await rowsOf<{ tutor_id: string; v: string }>(
    sql`select tutor_id::text, string_agg(shard || ':' || version, ',' order by shard) as v
        from tutor_booked_versions group by tutor_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.tutor_id, r.v]));
}

/** Runs `write` and says which of the tutors' booked versions it moved. */
async function moved(write: () => Promise<unknown>): Promise<string[]> {
  const before = await versions();
  await write();
  const after = await versions();
  return Object.keys(after)
    .filter((id) => after[id] !== before[id])
    .sort();
}

async function student(): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(sql`select id::text from users where email = 'estudiante5@charla.test'`);
  return row!.id;
}

describe('the tutors’ monthly load', () => {
  it('starts as the seeded sessions', async () => {
    expect(Object.keys(await counted()).length).toBeGreaterThan(0);
    expect(await counted()).toEqual(await expected());
  });

  it('follows inserts, cancellations, reschedules across a month’s edge, a change of tutor and deletes', async () => {
    const { ana, carlos } = demoTutors(t);
    const both = [ana, carlos].sort();
    const userId = await student();
    const write = (statement: ReturnType<typeof sql>) => moved(() => t.db.execute(statement));
    // Mexico City is UTC−6: 05:45 UTC on the 1st is still the month before, 06:00 UTC is the new one.
    const times = ['2030-01-01T05:45:00Z', '2030-01-01T06:00:00Z', '2030-01-31T12:00:00Z', '2030-02-01T05:59:00Z'];
    expect(
      await write(sql`insert into sessions (id, user_id, tutor_id, type, meeting_time, estado)
        select gen_random_uuid(), ${userId}::uuid, ${ana}::uuid, 'speaking-session', x::timestamptz, 'programada'
        from unnest(${sql.raw(`array['${times.join("','")}']`)}) as x`),
    ).toEqual([ana]);
    expect(await counted()).toEqual(await expected());

    expect(
      await write(sql`update sessions set estado = 'cancelada' where meeting_time = '2030-01-31T12:00:00Z'`),
    ).toEqual([ana]);
    expect(await counted()).toEqual(await expected());

    expect(
      await write(
        sql`update sessions set meeting_time = '2030-02-01T06:15:00Z' where meeting_time = '2030-01-01T06:00:00Z'`,
      ),
    ).toEqual([ana]);
    expect(
      await write(sql`update sessions set tutor_id = ${carlos}::uuid where meeting_time = '2030-01-01T05:45:00Z'`),
    ).toEqual(both);
    expect(
      await write(sql`update sessions set estado = 'programada' where meeting_time = '2030-01-31T12:00:00Z'`),
    ).toEqual([ana]);
    // Feedback and links change no booked time: no version moves, the remembered slots stay.
    expect(await write(sql`update sessions set feedback = 'Bien' where meeting_time >= '2030-01-01'`)).toEqual([]);
    expect(await counted()).toEqual(await expected());

    expect(await write(sql`delete from sessions where meeting_time >= '2030-01-01T06:00:00Z'`)).toEqual([ana]);
    expect(await counted()).toEqual(await expected());
  });

  it('counts bookings and cancellations made through the API', async () => {
    const before = await counted();
    const res = await t.as('student2').post('/api/sessions', booking('2026-11-27', '09:15', 'any'));
    expect(res.status).toBe(201);
    expect(await counted()).toEqual(await expected());
    expect(await counted()).not.toEqual(before);
    expect((await t.as('student2').delete(`/api/sessions/${res.body.data.id}`)).status).toBe(200);
    expect(await counted()).toEqual(before);
  });
});
