// Reminders (docs/decisions/024 "Recordatorios"): durable jobs due `offset` minutes before each session,
// told once to the student and the tutor (inbox and email), never for a cancelled or moved session.
// Time is driven by a one-minute offset on sessions starting about a minute from now, not by sleeping.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSettings, sessions } from '../db/schema';
import { newId } from '../lib/ids';
import { startTestApp, type Person, type TestApp } from '../../test/app';
import { NOW } from '../../test/booking';
import { eventually, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import type { Tx } from '../db/tx';
import { notify, type NotificationItem } from './notify';
import { startJobQueue } from '../jobs/queue';
import {
  createReminderQueue,
  scheduleUpcomingReminders,
  REMINDER_QUEUE,
  reminderDedupeKey,
  reminderJobId,
  remindSession,
} from './reminders';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // FIXED_NOW keeps the demo's sessions in the past of the real clock, which reminders run on.
  t = await startTestApp({ FIXED_NOW: NOW, REMINDER_MINUTES: '1', SMTP_URL: smtp.url }, { workers: true });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A session starting `seconds` from now (real clock), written as a booking would leave it. */
async function sessionIn(seconds: number, student: Person, tutor: 'tutor1' | 'tutor2' | 'tutor3') {
  const id = newId();
  const meetingTime = new Date(Math.floor(Date.now() / 1000) * 1000 + seconds * 1000);
  await t.db.insert(sessions).values({
    id,
    user_id: t.people[student].id,
    tutor_id: t.people[tutor].own_tutor_id!,
    type: 'speaking-session',
    meeting_time: meetingTime,
    meeting_url: `https://meet.jit.si/charla-${id}`,
    estado: 'programada',
  });
  return { id, meetingTime };
}

async function reminderJobs(sessionId: string) {
  const result = await t.db.execute(
    sql`select id, state, start_after from pgboss.job where name = ${REMINDER_QUEUE} and data->>'sessionId' = ${sessionId}`,
  );
  return (result as unknown as { rows: { id: string; state: string; start_after: Date | string }[] }).rows;
}

const remindersOf = (sessionId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.session_id, sessionId), eq(notifications.kind, 'session_reminder')));

const mailsTo = (sessionId: string) => smtp.received.filter((m) => m.mail.text?.includes(`charla-${sessionId}`));

describe('reminder jobs', () => {
  it('derive their id from session, offset and start, so scheduling twice makes one job', async () => {
    const at = new Date('2026-11-20T16:00:00Z');
    const id = reminderJobId('s1', 60, at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reminderJobId('s1', 60, at)).toBe(id);
    expect(reminderJobId('s1', 1440, at)).not.toBe(id);
    expect(reminderJobId('s1', 60, new Date('2026-11-20T16:15:00Z'))).not.toBe(id);
    expect(reminderDedupeKey('s1', 60, at, 'u1')).toBe(`reminder:s1:60:${at.getTime() / 1000}:u1`);
  });

  it('remind the student and the tutor once, each in their zone, by inbox and by email', async () => {
    const { id, meetingTime } = await sessionIn(65, 'student1', 'tutor1');
    await t.app.ctx.effects.sessionScheduled(id, meetingTime);
    await t.app.ctx.effects.sessionScheduled(id, meetingTime);
    const jobs = await reminderJobs(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.id).toBe(reminderJobId(id, 1, meetingTime));
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(meetingTime.getTime() - 60_000);

    const rows = await eventually(async () => {
      const found = await remindersOf(id);
      return found.length >= 2 && found;
    }, 40_000);
    const student = rows.find((r) => r.user_id === t.people.student1.id)!;
    const tutor = rows.find((r) => r.user_id === t.people.tutor1.id)!;
    expect(student).toMatchObject({
      title: 'Recordatorio: tu sesión de Speaking es en 1 minuto',
      link: `/sesiones/${id}`,
      dedupe_key: reminderDedupeKey(id, 1, meetingTime, t.people.student1.id),
    });
    expect(student.body).toMatch(/^Tu sesión de Speaking con Ana Rodríguez es el .+ \(hora de Ciudad de México\)\./);
    expect(student.body).toContain(`Enlace de la reunión: https://meet.jit.si/charla-${id}`);
    expect(tutor).toMatchObject({ title: 'Recordatorio: sesión de Speaking con Lucía Hernández en 1 minuto' });
    expect(tutor.link).toBe('/tutor/sesiones');
    expect(tutor.body).toMatch(/\(hora de Costa Rica\)/);

    await eventually(async () => mailsTo(id).length >= 2);
    expect(
      mailsTo(id)
        .flatMap((m) => m.envelopeTo)
        .sort(),
    ).toEqual(['estudiante1@charla.test', 'tutor1@charla.test']);

    // The same job run again (a worker that died after storing, another process): told once.
    expect(
      await remindSession(workerDeps(), { sessionId: id, offset: 1, meetingTime: meetingTime.toISOString() }),
    ).toBe('recordado');
    expect(
      await remindSession(workerDeps(), { sessionId: id, offset: 1, meetingTime: meetingTime.toISOString() }),
    ).toBe('recordado');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await remindersOf(id)).toHaveLength(2);
    expect(mailsTo(id)).toHaveLength(2);
  });

  it('never remind a cancelled session', async () => {
    const { id, meetingTime } = await sessionIn(64, 'student2', 'tutor2');
    await t.app.ctx.effects.sessionScheduled(id, meetingTime);
    await t.db.update(sessions).set({ estado: 'cancelada', cancelled_at: new Date() }).where(eq(sessions.id, id));
    await eventually(async () => (await reminderJobs(id)).every((job) => job.state === 'completed'), 40_000);
    expect(await remindersOf(id)).toEqual([]);
    expect(mailsTo(id)).toEqual([]);
  });

  it('leave a moved session to the reminders of its new time', async () => {
    const { id, meetingTime } = await sessionIn(63, 'student3', 'tutor2');
    await t.app.ctx.effects.sessionScheduled(id, meetingTime);
    const later = new Date(meetingTime.getTime() + 3600_000);
    await t.db.update(sessions).set({ meeting_time: later }).where(eq(sessions.id, id));
    await t.app.ctx.effects.sessionScheduled(id, later);
    await eventually(async () => {
      const jobs = await reminderJobs(id);
      return jobs.find((job) => job.id === reminderJobId(id, 1, meetingTime))?.state === 'completed';
    }, 40_000);
    expect(await remindersOf(id)).toEqual([]);
    const next = (await reminderJobs(id)).find((job) => job.id === reminderJobId(id, 1, later))!;
    expect(next.state).toBe('created');
    expect(new Date(next.start_after).getTime()).toBe(later.getTime() - 60_000);
  });

  it('are scheduled for every upcoming session by the start-up sweep, page by page', async () => {
    const ahead = [
      await sessionIn(7200, 'student1', 'tutor3'),
      await sessionIn(7300, 'student2', 'tutor3'),
      await sessionIn(7400, 'student3', 'tutor3'),
    ];
    const cancelledOne = await sessionIn(7500, 'student4', 'tutor3');
    await t.db.update(sessions).set({ estado: 'cancelada' }).where(eq(sessions.id, cancelledOne.id));
    const boss = await startJobQueue(t.database, { error() {} });
    try {
      const queue = await createReminderQueue(boss, [1]);
      const scheduled = await scheduleUpcomingReminders(t.db, queue, { pageSize: 2 });
      expect(scheduled).toBeGreaterThanOrEqual(3);
      for (const { id, meetingTime } of ahead) {
        expect((await reminderJobs(id)).map((job) => job.id)).toEqual([reminderJobId(id, 1, meetingTime)]);
      }
      expect(await reminderJobs(cancelledOne.id)).toEqual([]);
      // A sweep told to stop schedules nothing more.
      expect(await scheduleUpcomingReminders(t.db, queue, { stop: () => true })).toBe(0);
      // A bounded sweep (the periodic one) reads only the sessions starting before its horizon.
      const far = await sessionIn(30 * 86400, 'student1', 'tutor3');
      await scheduleUpcomingReminders(t.db, queue, { until: new Date(Date.now() + 10 * 86400_000) });
      expect(await reminderJobs(far.id)).toEqual([]);
      await scheduleUpcomingReminders(t.db, queue, { until: new Date(Date.now() + 31 * 86400_000) });
      expect((await reminderJobs(far.id)).map((job) => job.id)).toEqual([reminderJobId(far.id, 1, far.meetingTime)]);
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 } as never);
    }
  });

  it('skip what is already due or past, and do not email someone who turned reminders off', async () => {
    const { id: soon, meetingTime: soonTime } = await sessionIn(30, 'student4', 'tutor3');
    await t.app.ctx.effects.sessionScheduled(soon, soonTime);
    expect(await reminderJobs(soon)).toEqual([]);

    await t.db
      .insert(notificationSettings)
      .values({ user_id: t.people.student5.id, email_off: ['session_reminder'] })
      .onConflictDoUpdate({ target: notificationSettings.user_id, set: { email_off: ['session_reminder'] } });
    const { id, meetingTime } = await sessionIn(62, 'student5', 'tutor3');
    await t.app.ctx.effects.sessionScheduled(id, meetingTime);
    const rows = await eventually(async () => {
      const found = await remindersOf(id);
      return found.length >= 2 && found;
    }, 40_000);
    expect(rows.find((r) => r.user_id === t.people.student5.id)!.email_status).toBeNull();
    await eventually(async () => mailsTo(id).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(id).flatMap((m) => m.envelopeTo)).toEqual(['tutor3@charla.test']);
  });
});

function workerDeps() {
  return {
    db: t.db,
    store: (tx: Tx, items: NotificationItem[]) => notify(tx, items, true),
    emailsPending: (ids: string[]) => t.app.ctx.effects.emailsPending(ids),
  };
}
