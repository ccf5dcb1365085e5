// Booking under concurrency (DESIGN §6): whatever the number of simultaneous requests, no tutor is
// double-booked and no quota exceeded. On PGlite the requests queue on one connection; on PostgreSQL
// (TEST_DATABASE_URL) they really race over a pool of connections. Every request is in flight before
// any is awaited (Promise.all of app.inject, tokens signed beforehand).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { startTestApp, type Reply, type TestApp } from './app';
import {
  NOW,
  NO_TUTOR,
  TAKEN,
  activeSessionsOf,
  booking,
  newPlan,
  newStudent,
  type BookingBody,
  demoTutors,
  alsoTeaching,
} from './booking';

let t: TestApp;
let ana: string;
let carlos: string;
let sophie: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, carlos, sophie } = demoTutors(t));
  await alsoTeaching(t, [sophie]);
  roomyPlan = (await newPlan(t, { reading: 20, speaking: 20, total: 40 })).id;
});
afterAll(() => t.close());

async function students(n: number, planId = roomyPlan) {
  const list = await Promise.all(Array.from({ length: n }, () => newStudent(t, planId)));
  await Promise.all(list.map((s) => t.token(s)));
  return list;
}

/** Fires every request at once and waits for all of them. */
function together(requests: { student: { id: string }; body: BookingBody }[]): Promise<Reply[]> {
  return Promise.all(requests.map(({ student, body }) => t.as(student).post('/api/sessions', body)));
}

const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();

/** No tutor holds two live sessions at one time: counted in the database itself. */
async function doubleBookings() {
  const rows = await t.db
    .select({ tutor_id: sessions.tutor_id, meeting_time: sessions.meeting_time, n: count() })
    .from(sessions)
    .where(ne(sessions.estado, 'cancelada'))
    .groupBy(sessions.tutor_id, sessions.meeting_time)
    .having(sql`count(*) > 1`);
  return rows;
}

/** 24 times a student can book, each at a different moment: a Monday of Ana's and a Saturday of Carlos's. */
function slots(monday: string, saturday: string): [string, string, 'ana' | 'carlos'][] {
  const quarters = (from: number) =>
    Array.from({ length: 12 }, (_, k) => {
      const minutes = from * 60 + k * 15;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
  return [
    ...quarters(8).map((h): [string, string, 'ana'] => [monday, h, 'ana']),
    ...quarters(9).map((h): [string, string, 'carlos'] => [saturday, h, 'carlos']),
  ];
}

describe('many students, one tutor, one time', () => {
  it('lets exactly one of 60 simultaneous bookings through; the rest get 409 and nothing is written', async () => {
    const crowd = await students(60);
    const replies = await together(crowd.map((student) => ({ student, body: booking('2026-11-20', '10:00', ana) })));
    const winners = replies.filter((r) => r.status === 201);
    expect(winners).toHaveLength(1);
    expect(statuses(replies)).toEqual([201, ...Array(59).fill(409)]);
    for (const loser of replies.filter((r) => r.status !== 201))
      expect(loser.body).toEqual({ success: false, detail: TAKEN });
    const rows = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tutor_id, ana), eq(sessions.meeting_time, new Date('2026-11-20T16:00:00Z'))));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(winners[0]!.body.data.id);
    for (const student of crowd) {
      expect((await activeSessionsOf(t, student.id)).length).toBe(student.id === rows[0]!.user_id ? 1 : 0);
    }
  });
});

describe('one student, many bookings at once', () => {
  it('holds a plan of 2 reading, 4 speaking, 6 in total exactly under 24 simultaneous bookings', async () => {
    const plan = await newPlan(t, { reading: 2, speaking: 4, total: 6 });
    const [student] = await students(1, plan.id);
    const replies = await together(
      slots('2026-11-30', '2026-11-28').map(([fecha, hora, who], k) => ({
        student: student!,
        body: booking(fecha, hora, who === 'ana' ? ana : carlos, k % 2 === 0 ? 'reading-session' : 'speaking-session'),
      })),
    );
    const created = replies.filter((r) => r.status === 201);
    expect(created).toHaveLength(6);
    expect(
      replies
        .filter((r) => r.status !== 201)
        .every((r) => r.status === 409 && /^Ya agendaste \d+ de \d+ sesiones/.test(r.body.detail)),
    ).toBe(true);
    const rows = await activeSessionsOf(t, student!.id);
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.type === 'reading-session')).toHaveLength(2);
    expect(rows.filter((r) => r.type === 'speaking-session')).toHaveLength(4);
  });

  it('holds the total of 12 when the types alone would allow 16', async () => {
    const plan = await newPlan(t, { reading: 8, speaking: 8, total: 12 });
    const [student] = await students(1, plan.id);
    const replies = await together(
      slots('2026-11-23', '2026-11-21').map(([fecha, hora, who], k) => ({
        student: student!,
        body: booking(fecha, hora, who === 'ana' ? ana : carlos, k % 2 === 0 ? 'reading-session' : 'speaking-session'),
      })),
    );
    const rows = await activeSessionsOf(t, student!.id);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(12);
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.type === 'reading-session').length).toBeLessThanOrEqual(8);
    expect(rows.filter((r) => r.type === 'speaking-session').length).toBeLessThanOrEqual(8);
  });

  it('books one time once when a student sends it many times at once to different tutors', async () => {
    const [student] = await students(1);
    const replies = await together(
      Array.from({ length: 20 }, (_, k) => ({
        student: student!,
        body: booking('2026-11-26', '10:30', [ana, sophie, 'any'][k % 3]!),
      })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await activeSessionsOf(t, student!.id)).toHaveLength(1);
  });
});

describe("'any' under contention", () => {
  it('gives the two free tutors of a time to exactly two of 40 students, and tells the rest no tutor is free', async () => {
    const crowd = await students(40);
    const replies = await together(crowd.map((student) => ({ student, body: booking('2026-11-26', '10:00', 'any') })));
    const winners = replies.filter((r) => r.status === 201);
    expect(winners.map((r) => r.body.data.tutor_id).sort()).toEqual([ana, sophie].sort());
    for (const loser of replies.filter((r) => r.status !== 201))
      expect(loser.body).toEqual({ success: false, detail: NO_TUTOR });
  });

  it('never double-books across many times and students: every free place is taken exactly once', async () => {
    const crowd = await students(50);
    // Thursday 26th: Ana and Sophie both teach 10:45–11:45; 5 times × 2 tutors = 10 places for 50 students.
    const hours = ['10:45', '11:00', '11:15', '11:30', '11:45'];
    const replies = await together(
      crowd.map((student, k) => ({ student, body: booking('2026-11-26', hours[k % hours.length]!, 'any') })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.detail === NO_TUTOR)).toBe(
      true,
    );
    expect(await doubleBookings()).toEqual([]);
  });

  it('mixes direct and any bookings of the same tutors without a deadlock or a double booking', async () => {
    const crowd = await students(56);
    // Tuesday 24th: Ana and Sophie both teach 10:00–11:45; each time gets 3 'any', 2 for Ana, 2 for Sophie.
    const hours = ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45'];
    const choice = ['any', ana, sophie, 'any', ana, sophie, 'any'];
    const replies = await together(
      crowd.map((student, k) => ({
        student,
        body: booking('2026-11-24', hours[k % hours.length]!, choice[Math.floor(k / hours.length)]!),
      })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(16);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.status).toBe(409);
      expect([TAKEN, NO_TUTOR]).toContain(reply.body.detail);
    }
    expect(await doubleBookings()).toEqual([]);
  });
});

describe('cancelling at once', () => {
  it('cancels a session once when it is cancelled 20 times at the same moment', async () => {
    const [student] = await students(1);
    const booked = await t.as(student!).post('/api/sessions', booking('2026-11-25', '08:00', ana));
    expect(booked.status).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.as(student!).delete(`/api/sessions/${booked.body.data.id}`)),
    );
    expect(statuses(replies)).toEqual([200, ...Array(19).fill(409)]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.detail).toBe('La sesión ya estaba cancelada');
  });
});
