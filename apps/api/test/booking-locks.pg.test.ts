// PostgreSQL only (see vitest.config.ts): 'Any' must not answer "no tutor" while a tutor is free just
// because another booking of that tutor is in progress. A second connection holds the tutor's booking
// lock (as a concurrent booking transaction would); the request must wait for it, then book that tutor.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { LOCKS } from '../src/db/tx';
import { newId } from '../src/lib/ids';
import { tutorSlotLockNames } from '../src/modules/sessions/booking';
import { startTestApp, type Reply, type TestApp } from './app';
import { NOW, alsoTeaching, at, booking, newPlan, newStudent, demoTutors } from './booking';

let t: TestApp;
let ana: string;
let sophie: string;
let planId: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana, sophie } = demoTutors(t));
  await alsoTeaching(t, [sophie]);
  planId = (await newPlan(t, { reading: 5, speaking: 5, total: 5 })).id;
});
afterAll(() => t.close());

async function novemberLoad(tutorId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        inArray(sessions.tutor_id, [tutorId]),
        ne(sessions.estado, 'cancelada'),
        gte(sessions.meeting_time, new Date(at('2026-11-01', '00:00'))),
        lt(sessions.meeting_time, new Date(at('2026-12-01', '00:00'))),
      ),
    );
  return row!.n;
}

/** Advisory-lock requests of this database still waiting to be granted. */
async function waitingLocks(): Promise<number> {
  const result = await t.database.pool!.query(
    `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return result.rows[0].n as number;
}

/** Row-lock requests of this database still waiting to be granted. */
async function waitingRowLocks(): Promise<number> {
  const result = await t.database.pool!.query(
    `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
  );
  return result.rows[0].n as number;
}

/**
 * Runs `body` while a second connection holds, in an open transaction, what `hold` takes there — as a
 * concurrent booking or save would. `commit` ends that transaction; otherwise it is rolled back at the end.
 */
async function whileHeld(
  hold: (holder: pg.PoolClient) => Promise<unknown>,
  body: (commit: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const holder = await t.database.pool!.connect();
  try {
    await holder.query('begin');
    await hold(holder);
    await body(() => holder.query('commit'));
  } finally {
    await holder.query('rollback').catch(() => {});
    holder.release();
  }
}

/** Takes the locks a booking of `tutorId` at `time` takes on the tutor (`tutor`: shared or whole) and on that time. */
async function lockTutorTime(holder: pg.PoolClient, tutorId: string, time: string, tutor: 'shared' | 'whole') {
  const lockTutor = tutor === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await holder.query(`select ${lockTutor}($1, hashtext($2))`, [LOCKS.tutorBooking, tutorId]);
  for (const name of tutorSlotLockNames(tutorId, new Date(time), 15))
    await holder.query(`select pg_advisory_xact_lock($1, hashtext($2))`, [LOCKS.tutorSlot, name]);
}

/** Fails unless `request` is still unanswered once some request waits (`waiting` counts the waits). */
async function expectWaiting(request: Promise<Reply>, waiting: () => Promise<number>): Promise<void> {
  let settled: Reply | undefined;
  void request.then((reply) => {
    settled = reply;
  });
  // Either the request queues behind the held lock (right) or it answers without waiting (wrong).
  while (settled === undefined && (await waiting()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(settled, `answered without waiting: ${JSON.stringify(settled?.body)}`).toBeUndefined();
}

/** A new student's 'Any' booking on the 26th at `hora` waits on the held locks; once `commit` ends the hold, it books `tutorId`. */
async function expectAnyBookedOnceReleased(hora: string, commit: () => Promise<unknown>, tutorId: string) {
  const request = t.as(await newStudent(t, planId)).post('/api/sessions', booking('2026-11-26', hora, 'any'));
  await expectWaiting(request, waitingLocks);
  await commit();
  const reply = await request;
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body.data.tutor_id).toBe(tutorId);
}

describe("'any' while another booking of a free tutor is in progress", () => {
  it('waits for that booking to finish and then books the free tutor, instead of answering no tutor', async () => {
    // Sophie (the least busy, so tried first) is taken at the time; Ana is free.
    expect(
      (await t.as(await newStudent(t, planId)).post('/api/sessions', booking('2026-11-26', '10:00', sophie))).status,
    ).toBe(201);
    expect(await novemberLoad(sophie)).toBeLessThan(await novemberLoad(ana));

    await whileHeld(
      (holder) => holder.query(`select pg_advisory_xact_lock($1, hashtext($2))`, [LOCKS.tutorBooking, ana]),
      (commit) => expectAnyBookedOnceReleased('10:00', commit, ana),
    );
    const [row] = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(ne(sessions.estado, 'cancelada'), sql`${sessions.meeting_time} = ${new Date(at('2026-11-26', '10:00'))}`),
      );
    expect(row!.n).toBe(2);
  });
});

describe("'any' whose first free tutor is booked by another booking while it waits for that tutor's time", () => {
  it('passes on to the next free tutor instead of answering no tutor', async () => {
    // Sophie (the least busy) is tried first, alone; the booking in progress takes her 11:30 meanwhile.
    expect(await novemberLoad(sophie)).toBeLessThan(await novemberLoad(ana));
    const time = at('2026-11-26', '11:30');
    const other = await newStudent(t, planId);
    await whileHeld(
      async (holder) => {
        await lockTutorTime(holder, sophie, time, 'shared');
        await holder.query(
          `insert into sessions (id, user_id, tutor_id, type, meeting_time, meeting_url, estado)
           values ($1, $2, $3, 'speaking-session', $4, 'https://meet.jit.si/charla-prueba', 'programada')`,
          [newId(), other.id, sophie, time],
        );
      },
      (commit) => expectAnyBookedOnceReleased('11:30', commit, ana),
    );
  });
});

describe('a booking while the tutor saves a schedule without that time', () => {
  it('sees the saved schedule and refuses the removed time', async () => {
    // The tutor's save is in progress: row locked, Friday 27 emptied, not yet committed.
    await whileHeld(
      async (saver) => {
        await saver.query(`select id from tutors where id = $1 for update`, [ana]);
        await saver.query(`update tutors set availability = availability - 'FRIDAY' where id = $1`, [ana]);
      },
      async (commit) => {
        const request = t.as(await newStudent(t, planId)).post('/api/sessions', booking('2026-11-27', '09:00', ana));
        await expectWaiting(request, waitingRowLocks);
        await commit();
        const reply = await request;
        expect(reply.status, JSON.stringify(reply.body)).toBe(409);
        expect(reply.body.detail).toBe(
          'Ese horario no está en la disponibilidad del tutor. Elige otra hora de la lista.',
        );
      },
    );
  });
});

describe('a booking while another booking of the same tutor at another time is in progress', () => {
  it('goes ahead without waiting, while a booking of the held time waits', async () => {
    // As a booking of Ana at 09:00 on Monday 30th would: the tutor shared, her time exclusively.
    await whileHeld(
      (holder) => lockTutorTime(holder, ana, at('2026-11-30', '09:00'), 'shared'),
      async (commit) => {
        const other = await t
          .as(await newStudent(t, planId))
          .post('/api/sessions', booking('2026-11-30', '11:00', ana));
        expect(other.status, JSON.stringify(other.body)).toBe(201);

        const same = t.as(await newStudent(t, planId)).post('/api/sessions', booking('2026-11-30', '09:00', ana));
        await expectWaiting(same, waitingLocks);
        await commit();
        expect((await same).status).toBe(201);
      },
    );
  });
});

describe('a booking that what is committed already refuses, while the time is locked by another booking', () => {
  it('is refused at once, without a transaction or waiting for the locks', async () => {
    const student = t.as(await newStudent(t, planId));
    expect((await student.post('/api/sessions', booking('2026-11-26', '11:00', ana))).status).toBe(201);
    // Every lock a booking of Ana at 11:00 by anyone takes, and this student's own, held as in a booking.
    await whileHeld(
      (holder) => lockTutorTime(holder, ana, at('2026-11-26', '11:00'), 'whole'),
      async () => {
        const other = t.as(await newStudent(t, planId));
        const taken = await answeredWithoutWaiting(other.post('/api/sessions', booking('2026-11-26', '11:00', ana)));
        expect(taken.status).toBe(409);
        expect(taken.body.detail).toBe('Ese horario ya no está disponible. Elige otra hora.');
        const busy = await answeredWithoutWaiting(
          student.post('/api/sessions', booking('2026-11-26', '11:00', sophie)),
        );
        expect(busy.status).toBe(409);
        expect(busy.body.detail).toBe('Ya tienes una sesión agendada a esa hora. Elige otro horario.');
        // 'Any' passes over the taken tutor and books a free one.
        const any = await answeredWithoutWaiting(other.post('/api/sessions', booking('2026-11-26', '11:00', 'any')));
        expect(any.status).toBe(201);
        expect(any.body.data.tutor_id).not.toBe(ana);
      },
    );
  });
});

/** The reply, or a failure when the request is still waiting (on a lock) after five seconds. */
async function answeredWithoutWaiting(request: Promise<Reply>): Promise<Reply> {
  const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5000));
  const reply = await Promise.race([request, waited]);
  if (reply === 'waited') throw new Error('the booking waited for the held locks');
  return reply;
}
