// What happens after a transaction that told someone something has committed (docs/decisions/024):
// the notification rows are already stored; these only hand work to the durable queue. They never
// throw into the request: a failure is logged, and the start-up sweep picks up what was missed.

export interface NotificationEffects {
  /** Notifications just stored whose email is pending: one durable email job each. */
  emailsPending(notificationIds: string[]): Promise<void>;
  /** A session was booked or rescheduled to `meetingTime`: schedule its reminders (idempotent). */
  sessionScheduled(sessionId: string, meetingTime: Date): Promise<void>;
}

/** For processes and tests without a queue: nothing is emailed or scheduled. */
export const noEffects: NotificationEffects = {
  async emailsPending() {},
  async sessionScheduled() {},
};
