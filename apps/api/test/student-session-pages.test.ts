// A student's own pages of sessions (upcoming, past), as the web asks for them: whatever is written —
// through the API or straight to the database, as another API process would — and whatever instant the
// client sends, each page must be exactly the page the table gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { rowsOf as rowsOfStatement } from '../src/db/tx';
import { newId } from '../src/lib/ids';
import { startTestApp, type Client, type TestApp } from './app';
import { demoTutors, newPlan, newStudent } from './booking';

let t: TestApp;
let tutor: string;
let planId: string;
beforeAll(async () => {
  t = await startTestApp();
  tutor = demoTutors(t).ana;
  planId = (await newPlan(t, { reading: 9, speaking: 9, total: 9 })).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const T0 = Date.parse('2026-06-10T12:00:00.000Z'); // before the server's now: feedback may be written
const iso = (ms: number) => new Date(ms).toISOString();

let students = 0;

/** A student with sessions `hours` from T0 (straight rows), a minute later than the last student's: one tutor. */
async function studentWith(hours: number[]) {
  const student = await newStudent(t, planId);
  const minute = ++students * 60_000;
  await t.db.insert(sessions).values(
    hours.map((h) => ({
      id: newId(),
      user_id: student.id,
      tutor_id: tutor,
      type: 'speaking-session',
      estado: 'programada',
      meeting_time: new Date(T0 + h * HOUR + minute),
    })),
  );
  return { ...student, client: t.as({ id: student.id }), at: (h: number) => T0 + h * HOUR + minute };
}

type Side = 'after' | 'before';
interface Shown {
  id: string;
  meeting_time: string;
  feedback: string | null;
  estado: string;
  tutor_name: string;
  student_name: string;
  cancel_notice_hours: number;
}

/** The smallest page size there is: the tests below put more sessions than that on each side. */
const PAGE_SIZE = 10;

const query = (side: Side, at: number) =>
  `sort_by=meeting_time&sort_order=${side === 'after' ? 1 : -1}&page_number=1&page_size=${PAGE_SIZE}&meeting_time_${side}=${iso(at)}`;

async function apiPage(client: Client, side: Side, at: number): Promise<Shown[]> {
  const res = await client.get(`/api/sessions?${query(side, at)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.data.map(
    ({ id, meeting_time, feedback, estado, tutor_name, student_name, cancel_notice_hours }: Shown) => ({
      id,
      meeting_time,
      feedback,
      estado,
      tutor_name,
      student_name,
      cancel_notice_hours,
    }),
  );
}

async function tablePage(userId: string, side: Side, at: number): Promise<Shown[]> {
  const bound =
    side === 'after' ? sql`s.meeting_time > ${iso(at)}::timestamptz` : sql`s.meeting_time < ${iso(at)}::timestamptz`;
  const order = side === 'after' ? sql`s.meeting_time asc, s.id asc` : sql`s.meeting_time desc, s.id desc`;
  const rows = await rowsOfStatement<Shown & { meeting_time: Date | string }>(
    t.db,
    sql`select s.id::text as id, s.meeting_time, s.feedback, s.estado, t.public_name as tutor_name,
          u.name as student_name, coalesce(p.cancel_notice_hours, 0)::int as cancel_notice_hours
        from sessions s join tutors t on t.id = s.tutor_id join users u on u.id = s.user_id
          left join plans p on p.id = u.plan_id
        where s.user_id = ${userId}::uuid and ${bound} order by ${order} limit ${PAGE_SIZE}`,
  );
  return rows.map((row) => ({ ...row, meeting_time: new Date(row.meeting_time).toISOString() }));
}

async function expectAsTheTable(student: { id: string; client: Client }, at: number) {
  for (const side of ['after', 'before'] as const) {
    expect(await apiPage(student.client, side, at), `${side} ${iso(at)}`).toEqual(
      await tablePage(student.id, side, at),
    );
  }
}

describe("a student's own pages of sessions", () => {
  it('give every instant exactly the rows the table gives, at and around each session', async () => {
    // Two pages' worth, one on each side of T0: from the far ends a page holds only the nearest ten.
    const hours = [-30, -25, -20, -16, -12, -9, -7, -5, -3, -1, 2, 3, 4, 6, 8, 11, 14, 18, 25, 40];
    const student = await studentWith(hours);
    const edges = hours.flatMap((h) => [student.at(h) - 1, student.at(h), student.at(h) + 1]);
    const instants = [T0 - 100 * HOUR, ...edges, T0, T0 + 100 * HOUR];
    // Forwards, backwards and back again: each kept window is asked from both of its ends.
    for (const at of [...instants, ...instants.toReversed(), ...instants]) await expectAsTheTable(student, at);
  });

  it('follow every write to what they show, through the API or straight to the database', async () => {
    // A full page before T0 (the insert below pushes the earliest off it), two sessions after.
    const student = await studentWith([-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2]);
    const other = await newStudent(t, null);
    const check = () => expectAsTheTable(student, T0);
    await check();
    await check();

    await t.db.execute(sql`insert into sessions (id, user_id, tutor_id, type, estado, meeting_time)
      values (${newId()}::uuid, ${student.id}::uuid, ${tutor}::uuid, 'reading-session', 'programada',
              ${iso(T0 - HOUR / 2)}::timestamptz)`);
    await check();
    await t.db.execute(sql`update sessions set feedback = 'Muy bien' where user_id = ${student.id}::uuid`);
    await check();
    await t.db.execute(sql`update sessions set estado = 'cancelada'
      where id = (select id from sessions where user_id = ${student.id}::uuid and meeting_time > ${iso(T0)}::timestamptz
                  order by meeting_time limit 1)`);
    await check();
    await t.db.execute(sql`delete from sessions
      where id = (select id from sessions where user_id = ${student.id}::uuid order by meeting_time limit 1)`);
    await check();
    // A session moved to another student leaves this one's pages.
    await t.db.execute(sql`update sessions set user_id = ${other.id}::uuid
      where id = (select id from sessions where user_id = ${student.id}::uuid order by meeting_time desc limit 1)`);
    await check();
    await t.db.execute(sql`update users set name = 'Nombre nuevo' where id = ${student.id}::uuid`);
    await check();
    await t.db.execute(sql`update plans set cancel_notice_hours = 48 where id = ${planId}::uuid`);
    await check();
    await t.db.execute(sql`update users set plan_id = null where id = ${student.id}::uuid`);
    await check();
    await t.db.execute(sql`update tutors set public_name = 'Ana Renombrada' where id = ${tutor}::uuid`);
    await check();

    // Through the API: the tutor writes feedback, the student cancels.
    const [past] = await apiPage(student.client, 'before', T0);
    const feedback = await t.as('tutor1').patch(`/api/sessions/${past!.id}`, { feedback: 'Escrita por la tutora' });
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
    await check();
    expect((await apiPage(student.client, 'before', T0))[0]!.feedback).toBe('Escrita por la tutora');
  });
});
