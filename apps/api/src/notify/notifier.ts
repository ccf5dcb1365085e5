// What a service holds to tell people: store inside its transaction, then hand the work to the
// effects after the commit. The effects are read at each call (the app sets the real ones once its
// queue is up) and never fail the request that caused them: a failure is logged, and the start-up
// sweeps pick up what was missed (docs/decisions/024).
import type { WithSubquery } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/tx';
import type { NotificationEffects } from './effects';
import { notify, type NotificationItem } from './notify';

export interface NotifierDeps {
  /** SMTP is configured (config.SMTP_URL). */
  emailAvailable: boolean;
  effects: () => NotificationEffects;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createNotifier(deps: NotifierDeps) {
  return {
    /** Inside the caller's transaction: the ids whose email is pending (`alongside`: see notify). */
    store: (tx: Queryable, items: NotificationItem[], alongside?: WithSubquery) =>
      notify(tx, items, deps.emailAvailable, alongside),

    /** After the commit: one email job per pending id. */
    async emailsPending(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      try {
        await deps.effects().emailsPending(ids);
      } catch (error) {
        deps.log.error({ err: error, notificationIds: ids }, 'no se pudieron encolar los correos de los avisos');
      }
    },

    /** After the commit of a booking or a reschedule: the session's reminders. */
    async sessionScheduled(sessionId: string, meetingTime: Date): Promise<void> {
      try {
        await deps.effects().sessionScheduled(sessionId, meetingTime);
      } catch (error) {
        deps.log.error({ err: error, sessionId }, 'no se pudieron programar los recordatorios de la sesión');
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

/** The inbox only: no email, no jobs (a worker started without the app, e.g. in a test). */
export const inboxOnlyNotifier: Notifier = createNotifier({
  emailAvailable: false,
  effects: () => ({ async emailsPending() {}, async sessionScheduled() {} }),
  log: { error() {} },
});
