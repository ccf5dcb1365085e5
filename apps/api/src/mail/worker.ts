// The email job (docs/decisions/024 "Correo"): one durable job per notification whose email is pending.
// The request that told someone only stored rows; this sends, retries with backoff, and after the last
// failure the dead-letter handler marks the row `fallido`. A row already `enviado` is never sent again.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import type { PgBoss } from '../jobs/queue';
import { composeEmail, type MailSettings } from './message';
import type { Mailer } from './transport';

export const EMAIL_QUEUE = 'notification-email';
export const EMAIL_DEAD_LETTER = 'notification-email-failed';

export interface EmailJob {
  notificationId: string;
}

/** How a failed send is retried: 30 s, 1 min, 2 min … up to an hour apart, 10 tries (about 6 hours). */
export interface EmailRetry {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax: number;
}
export const EMAIL_RETRY: EmailRetry = { retryLimit: 10, retryDelay: 30, retryDelayMax: 3600 };

export interface EmailQueue {
  enqueue(notificationIds: string[]): Promise<void>;
}

export async function createEmailQueues(boss: PgBoss, retry: EmailRetry = EMAIL_RETRY): Promise<EmailQueue> {
  await boss.createQueue(EMAIL_DEAD_LETTER, {});
  await boss.createQueue(EMAIL_QUEUE, {
    policy: 'exclusive',
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 30,
    deadLetter: EMAIL_DEAD_LETTER,
    ...retry,
  });
  return {
    async enqueue(notificationIds) {
      // One job queued or active per notification (policy 'exclusive' + singletonKey): a second send
      // while one waits is a no-op, so the start-up sweep and a request may both enqueue.
      for (const notificationId of notificationIds) {
        await boss.send(EMAIL_QUEUE, { notificationId } satisfies EmailJob, {
          singletonKey: notificationId,
          retryBackoff: true,
          deadLetter: EMAIL_DEAD_LETTER,
          ...retry,
        });
      }
    },
  };
}

export type Delivery = 'enviado' | 'omitido';

/** Sends one notification's email unless it is no longer pending; then marks it sent. */
export async function deliverNotification(
  db: Db,
  mailer: Mailer,
  settings: MailSettings,
  notificationId: string,
): Promise<Delivery> {
  const [row] = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
      created_at: notifications.created_at,
      email_status: notifications.email_status,
      email: users.email,
      name: users.name,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(eq(notifications.id, notificationId));
  if (!row || row.email_status !== 'pendiente') return 'omitido';
  await mailer.send(composeEmail(row, { name: row.name, email: row.email }, settings));
  await db
    .update(notifications)
    .set({ email_status: 'enviado', emailed_at: new Date() })
    .where(and(eq(notifications.id, notificationId), eq(notifications.email_status, 'pendiente')));
  return 'enviado';
}

/** Workers of this process; every process may run them. */
export async function startEmailWorkers(boss: PgBoss, db: Db, mailer: Mailer, settings: MailSettings) {
  await boss.work<EmailJob>(EMAIL_QUEUE, { localConcurrency: 2, pollingIntervalSeconds: 1 }, async ([job]) => {
    await deliverNotification(db, mailer, settings, job!.data.notificationId);
  });
  await boss.work<EmailJob>(EMAIL_DEAD_LETTER, { pollingIntervalSeconds: 2 }, async ([job]) => {
    await db
      .update(notifications)
      .set({ email_status: 'fallido' })
      .where(and(eq(notifications.id, job!.data.notificationId), eq(notifications.email_status, 'pendiente')));
  });
}

/** After a restart (or an enqueue lost after a commit): pending emails get their job back. */
export async function requeuePendingEmails(db: Db, queue: EmailQueue): Promise<number> {
  const pending = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.email_status, 'pendiente'))
    .orderBy(asc(notifications.created_at));
  await queue.enqueue(pending.map(({ id }) => id));
  return pending.length;
}
