// Bookings lock a tutor's time, not the whole tutor (decision 013, issue 13). With sessions longer than
// the 15-minute grid, starts a quarter apart overlap: simultaneous bookings of overlapping times must
// still never give a tutor or a student two live sessions at once. On PGlite the requests queue on one
// connection; on PostgreSQL (TEST_DATABASE_URL) they race over a pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './app';
import { NOW, alsoTeaching, booking, demoTutors, newPlan, newStudent } from './booking';

let t: TestApp;
let ana: string;
let sophie: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW, SESSION_MINUTES: '30' });
  ({ ana, sophie } = demoTutors(t));
  await alsoTeaching(t, [sophie]);
  roomyPlan = (await newPlan(t, { reading: 20, speaking: 20, total: 40 })).id;
});
afterAll(() => t.close());

/** Pairs of live sessions of one tutor (or one student) that start less than 30 minutes apart. */
async function overlaps(column: 'tutor_id' | 'user_id') {
  const result = (await t.db.execute(
    sql`select a.id from sessions a join sessions b
          on a.${sql.identifier(column)} = b.${sql.identifier(column)} and a.id < b.id
         and abs(extract(epoch from a.meeting_time - b.meeting_time)) < 30 * 60
       where a.estado <> 'cancelada' and b.estado <> 'cancelada'`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

describe('30-minute sessions booked at once at starts a quarter apart', () => {
  it('never gives a tutor two overlapping sessions', async () => {
    // Tuesday 24th: Ana and Sophie both teach 10:00–11:45; starts 10:00 … 11:15 fit a 30-minute session.
    const hours = ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15'];
    const crowd = await Promise.all(Array.from({ length: 36 }, () => newStudent(t, roomyPlan)));
    await Promise.all(crowd.map((s) => t.token(s)));
    const choice = [ana, sophie, 'any'];
    const replies = await Promise.all(
      crowd.map((student, k) =>
        t
          .as(student)
          .post('/api/sessions', booking('2026-11-24', hours[k % hours.length]!, choice[k % choice.length]!)),
      ),
    );
    expect(replies.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    // Each tutor fits at least two 30-minute sessions in 10:00–11:45 whatever the order.
    expect(replies.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(4);
    expect(await overlaps('tutor_id')).toEqual([]);
  });

  it('never gives a student two overlapping sessions', async () => {
    const student = await newStudent(t, roomyPlan);
    await t.token(student);
    // Wednesday 25th with Ana and Sophie at once: overlapping starts, different tutors.
    const replies = await Promise.all(
      ['09:00', '09:15', '09:00', '09:15'].map((hora, k) =>
        t.as(student).post('/api/sessions', booking('2026-11-25', hora, k % 2 === 0 ? ana : sophie)),
      ),
    );
    expect(replies.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(await overlaps('user_id')).toEqual([]);
  });
});
