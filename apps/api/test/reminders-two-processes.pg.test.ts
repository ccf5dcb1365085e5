// PostgreSQL only (see vitest.config.ts): two real API processes on one database, both scheduling the
// same reminders at start-up and both running reminder and email workers. Each reminder must be told
// exactly once — one notification per person in the inbox and one email each — and a cancelled session
// never. Time is driven by REMINDER_MINUTES=1 on sessions starting two minutes from now
// (their reminders fall due a minute after both servers begin starting: room for a slow machine).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { sessions, tutors, users } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/index';
import { newId } from '../src/lib/ids';
import { reminderJobId } from '../src/notify/reminders';
import { NOW } from './booking';
import { createPgTestDatabase } from './database';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process';
import { eventually, SMTP_PASS, startSmtpServer, type TestSmtpServer } from './smtp';

let database: Awaited<ReturnType<typeof createPgTestDatabase>>;
let sql: pg.Client;
let dataDir: string;
let smtp: TestSmtpServer;
const servers: ServerProcess[] = [];

const remind = { id: newId(), meetingTime: new Date(0) };
const cancelled = { id: newId(), meetingTime: new Date(0) };

/** The demo, plus two sessions about 120 s from now: one to remind, one already cancelled. */
async function prepareDatabase() {
  const data = await openDatabase({ url: database.url, poolSize: 2 });
  try {
    await seedDatabase(data.db, { demo: true, now: new Date(NOW) });
    const people = await data.db
      .select({ email: users.email, id: users.id, tutor_id: tutors.id })
      .from(users)
      .leftJoin(tutors, eq(tutors.user_id, users.id));
    const byEmail = (email: string) => people.find((p) => p.email === email)!;
    const start = new Date(Math.floor(Date.now() / 1000) * 1000 + 120_000);
    remind.meetingTime = start;
    cancelled.meetingTime = start;
    await data.db.insert(sessions).values([
      {
        id: remind.id,
        user_id: byEmail('estudiante1@charla.test').id,
        tutor_id: byEmail('tutor1@charla.test').tutor_id!,
        type: 'reading-session',
        meeting_time: start,
        meeting_url: `https://meet.jit.si/charla-${remind.id}`,
      },
      {
        id: cancelled.id,
        user_id: byEmail('estudiante3@charla.test').id,
        tutor_id: byEmail('tutor2@charla.test').tutor_id!,
        type: 'speaking-session',
        meeting_time: start,
        meeting_url: `https://meet.jit.si/charla-${cancelled.id}`,
        estado: 'cancelada',
        cancelled_at: new Date(),
      },
    ]);
  } finally {
    await data.close();
  }
}

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    FIXED_NOW: NOW,
    JWT_SECRET: 'two-processes-reminders-0123456789-abc',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SPEECH_ENGINE: 'none',
    REMINDER_MINUTES: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Charla <avisos@charla.example>',
    PUBLIC_URL: 'https://charla.example',
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await createPgTestDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'charla-reminders-'));
  smtp = await startSmtpServer();
  await prepareDatabase();
  await Promise.all([startServer(), startServer()]);
});

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await sql?.end();
  await database?.drop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const remindersOf = async (sessionId: string) =>
  (
    await sql.query(
      `select user_id, title, email_status from notifications where session_id = $1 and kind = 'session_reminder'`,
      [sessionId],
    )
  ).rows;

const mailsFor = (sessionId: string) => smtp.received.filter((m) => m.mail.text?.includes(`charla-${sessionId}`));

describe('reminders with two API processes', () => {
  it('both schedule the same reminder at start-up, and it is one job', async () => {
    // The sweep runs in the background of each start: wait until both processes have said they did it.
    await eventually(
      async () => servers.every((server) => server.output.join('').includes('recordatorios de sesiones programados')),
      30_000,
    );
    const { rows } = await sql.query(
      `select id, state from pgboss.job where name = 'session-reminder' and data->>'sessionId' = $1`,
      [remind.id],
    );
    expect(rows).toEqual([{ id: reminderJobId(remind.id, 1, remind.meetingTime), state: expect.any(String) }]);
    const none = await sql.query(`select 1 from pgboss.job where data->>'sessionId' = $1`, [cancelled.id]);
    expect(none.rows).toEqual([]);
  });

  it('tells the student and the tutor once each, in the inbox and by email, and never the cancelled one', async () => {
    const rows = await eventually(async () => {
      const found = await remindersOf(remind.id);
      return found.length >= 2 && found;
    }, 90_000);
    await eventually(async () => mailsFor(remind.id).length >= 2, 30_000);
    // Both processes poll the same queues: give a duplicate every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await remindersOf(remind.id)).toHaveLength(2);
    expect(rows.map((r: { title: string }) => r.title).sort()).toEqual([
      'Recordatorio: sesión de Reading con Lucía Hernández en 1 minuto',
      'Recordatorio: tu sesión de Reading es en 1 minuto',
    ]);
    expect(
      mailsFor(remind.id)
        .flatMap((m) => m.envelopeTo)
        .sort(),
    ).toEqual(['estudiante1@charla.test', 'tutor1@charla.test']);
    const statuses = await remindersOf(remind.id);
    expect(statuses.map((r: { email_status: string }) => r.email_status)).toEqual(['enviado', 'enviado']);

    expect(await remindersOf(cancelled.id)).toEqual([]);
    expect(mailsFor(cancelled.id)).toEqual([]);
    for (const server of servers) {
      const output = server.output.join('');
      expect(output).not.toMatch(/"level":(50|60)/);
      // Email is on, and the SMTP password never reaches the log.
      expect(output).toContain('correo activado');
      expect(output).not.toContain(SMTP_PASS);
    }
  }, 150_000);
});
