// The real NotificationEffects (docs/decisions/024): after a commit, pending emails become durable jobs
// and a booked or moved session gets its reminder jobs. Never throws into the request: a failure is
// logged, and the start-up sweeps (pending emails, upcoming reminders) pick up what was missed.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PgBoss } from '../jobs/queue';
import { createMailer, describeSmtpUrl } from '../mail/transport';
import {
  createEmailQueues,
  EMAIL_RETRY,
  requeuePendingEmails,
  startEmailWorkers,
  type EmailQueue,
  type EmailRetry,
} from '../mail/worker';
import type { NotificationEffects } from './effects';
import { notify } from './notify';
import { createReminderQueue, scheduleUpcomingReminders, startReminderWorker, type ReminderQueue } from './reminders';

export interface EffectsLogger {
  info(object: unknown, message: string): void;
  warn(message: string): void;
  error(object: unknown, message: string): void;
}

export function createQueueEffects(
  queues: { emails?: EmailQueue; reminders: ReminderQueue },
  log: Pick<EffectsLogger, 'error'>,
): NotificationEffects {
  return {
    async emailsPending(notificationIds) {
      // Without SMTP_URL nothing is pending; a row left pending is sent after the next start.
      if (!queues.emails || notificationIds.length === 0) return;
      try {
        await queues.emails.enqueue(notificationIds);
      } catch (error) {
        log.error({ err: error, notificationIds }, 'no se pudieron encolar los correos de los avisos');
      }
    },
    async sessionScheduled(sessionId, meetingTime) {
      try {
        await queues.reminders.schedule(sessionId, meetingTime);
      } catch (error) {
        log.error({ err: error, sessionId }, 'no se pudieron programar los recordatorios de la sesión');
      }
    },
  };
}

export interface NotificationJobOptions {
  boss: PgBoss;
  db: Db;
  config: Config;
  log: EffectsLogger;
  /** Run the email and reminder workers here (the server does). */
  workers: boolean;
  /** Where email links point without PUBLIC_URL. */
  fallbackBaseUrl: string;
  emailRetry?: EmailRetry;
}

/** How often each process looks for sessions ahead whose reminder jobs are missing. */
export const REMINDER_SWEEP_MS = 3600_000;

/** Queues (and, with `workers`, workers and start-up sweeps) for email and reminders. */
export async function startNotificationJobs(options: NotificationJobOptions) {
  const { boss, db, config, log } = options;
  const reminders = await createReminderQueue(boss, config.REMINDER_MINUTES);
  const mailer = config.SMTP_URL ? createMailer(config.SMTP_URL) : undefined;
  const emails = mailer ? await createEmailQueues(boss, options.emailRetry ?? EMAIL_RETRY) : undefined;
  const effects = createQueueEffects({ emails, reminders }, log);
  let closing = false;
  let sweep: Promise<void> = Promise.resolve();
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  if (options.workers) {
    await startReminderWorker(boss, {
      db,
      store: (tx, items) => notify(tx, items, Boolean(config.SMTP_URL)),
      emailsPending: (ids) => effects.emailsPending(ids),
    });
    // In the background and again every hour: sessions written without the queue (the demo seed, an
    // import) or whose scheduling failed get their jobs before the first reminder is due. Only the
    // sessions starting within the longest offset and two sweeps are read, so a large database neither
    // holds up start-up nor fills the queue with jobs months ahead (a booking schedules its own at once).
    const horizonMs = Math.max(0, ...config.REMINDER_MINUTES) * 60_000 + 2 * REMINDER_SWEEP_MS;
    const runSweep = () => {
      sweep = sweep.then(() =>
        scheduleUpcomingReminders(db, reminders, {
          until: new Date(Date.now() + horizonMs),
          stop: () => closing,
        }).then(
          (scheduled) => {
            if (scheduled > 0) log.info({ scheduled }, 'recordatorios de sesiones programados');
          },
          (error: unknown) => {
            if (!closing) log.error({ err: error }, 'no se pudieron programar los recordatorios pendientes');
          },
        ),
      );
    };
    runSweep();
    sweepTimer = setInterval(runSweep, REMINDER_SWEEP_MS);
    sweepTimer.unref();
    if (mailer && emails) {
      const baseUrl = config.PUBLIC_URL ?? options.fallbackBaseUrl;
      if (!config.PUBLIC_URL) log.warn(`PUBLIC_URL no está definida: los enlaces de los correos usarán ${baseUrl}`);
      await startEmailWorkers(boss, db, mailer, { from: config.MAIL_FROM, baseUrl });
      const pending = await requeuePendingEmails(db, emails);
      log.info({ smtp: describeSmtpUrl(config.SMTP_URL!), pending }, 'correo activado');
    }
  }
  return {
    effects,
    /** Before the queue stops: stops the reminder sweeps at their next page. */
    async stopping() {
      closing = true;
      clearInterval(sweepTimer);
      await sweep;
    },
    close() {
      mailer?.close();
    },
  };
}
