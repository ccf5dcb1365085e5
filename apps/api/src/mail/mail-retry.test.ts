// A dead SMTP server (a closed port) never fails or slows what told someone: the row is stored, the job
// retries, and once a server listens there the email is delivered exactly once. After the last retry the
// dead-letter handler marks the email `fallido`.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { notifications } from '../db/schema';
import { newId } from '../lib/ids';
import { startTestApp, type TestApp } from '../../test/app';
import { booking, demoTutors, NOW } from '../../test/booking';
import { freePort } from '../../test/server-process';
import { eventually, smtpUrl, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { EMAIL_QUEUE } from './worker';

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
});

async function appWithDeadSmtp(retryLimit: number) {
  const port = await freePort();
  const t = await startTestApp(
    { SMTP_URL: smtpUrl(port), FIXED_NOW: NOW },
    { workers: true, emailRetry: { retryLimit, retryDelay: 1, retryDelayMax: 2 } },
  );
  opened.push(t);
  return { t, port };
}

async function pendingNotification(t: TestApp) {
  const id = newId();
  await t.db.insert(notifications).values({
    id,
    user_id: t.people.student3.id,
    kind: 'lesson_assigned',
    title: 'Nueva lección asignada',
    body: 'Tu tutor te asignó una lección.',
    link: '/lecciones',
    email_status: 'pendiente',
  });
  return id;
}

async function emailJob(t: TestApp, id: string) {
  const result = await t.db.execute(
    sql`select state, retry_count from pgboss.job where name = ${EMAIL_QUEUE} and data->>'notificationId' = ${id}`,
  );
  return (result as unknown as { rows: { state: string; retry_count: number }[] }).rows;
}

const statusOf = async (t: TestApp, id: string) =>
  (await t.db.select({ s: notifications.email_status }).from(notifications).where(eq(notifications.id, id)))[0]!.s;

describe('a dead SMTP server', () => {
  it('costs the caller nothing, is retried, and the email arrives once when the server is back', async () => {
    const { t, port } = await appWithDeadSmtp(30);
    const id = await pendingNotification(t);
    const started = performance.now();
    await t.app.ctx.effects.emailsPending([id]);
    expect(performance.now() - started).toBeLessThan(1000);

    // The job fails against the closed port and waits for its next try; the row stays pending.
    await eventually(async () => (await emailJob(t, id)).some((job) => job.retry_count >= 1), 30_000);
    expect(await statusOf(t, id)).toBe('pendiente');

    let smtp: TestSmtpServer | undefined;
    try {
      smtp = await startSmtpServer(port);
      const [message] = await smtp.waitFor(1, 30_000);
      expect(message!.envelopeTo).toEqual(['estudiante3@charla.test']);
      expect(message!.mail.subject).toBe('Nueva lección asignada');
      await eventually(async () => (await statusOf(t, id)) === 'enviado');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp?.close();
    }
  });

  it('lets a booking answer at once: its notifications wait in the inbox with their email pending', async () => {
    const { t } = await appWithDeadSmtp(30);
    const started = performance.now();
    const res = await t.as('student2').post('/api/sessions', booking('2026-11-23', '09:00', demoTutors(t).ana));
    const elapsed = performance.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(elapsed).toBeLessThan(3000);
    const told = await t.db.select().from(notifications).where(eq(notifications.session_id, res.body.data.id));
    expect(told.map((n) => n.email_status)).toEqual(['pendiente', 'pendiente']);
  });

  it('marks the email fallido after the last retry, keeping the notification in the inbox', async () => {
    const { t } = await appWithDeadSmtp(1);
    const id = await pendingNotification(t);
    await t.app.ctx.effects.emailsPending([id]);
    await eventually(async () => (await statusOf(t, id)) === 'fallido', 40_000);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ title: 'Nueva lección asignada', emailed_at: null, read_at: null });
  });

  it('sends, after a restart, what was still pending', async () => {
    // Rows stored by a process that died before their jobs were queued: the next start finds them.
    const smtp = await startSmtpServer();
    opened.push(smtp);
    const first = await startTestApp({ FIXED_NOW: NOW });
    opened.push(first);
    const id = await pendingNotification(first);
    const restarted = await buildApp({
      config: { ...first.config, SMTP_URL: smtp.url },
      database: first.database,
      jwtSecret: new TextEncoder().encode(first.config.JWT_SECRET!),
      workers: true,
    });
    opened.push(restarted);
    await smtp.waitFor(1, 30_000);
    await eventually(async () => (await statusOf(first, id)) === 'enviado');
    expect(smtp.received[0]!.envelopeTo).toEqual(['estudiante3@charla.test']);
  });
});
