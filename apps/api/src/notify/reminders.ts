// Reminders before each session (docs/decisions/024 "Recordatorios"): durable jobs on the queue, one per
// session, offset and start time, each due at `meeting_time - offset`. The job id is derived from those
// three, so every process that schedules the same reminder makes the same job (pg-boss keeps the first);
// the notification's dedupe key makes the reminder told once even if a job ran twice. A reminder whose
// session was cancelled or moved does nothing: the move scheduled its own.
import { and, asc, eq, gt, lte, ne, or } from 'drizzle-orm';
import { v5 as uuidV5 } from 'uuid';
import { SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';
import { reminderLead } from '@charla/domain/notifications';
import { paths } from '@charla/domain/routes';
import { DISPLAY_TIME_ZONE } from '@charla/domain/time';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Tx } from '../db/tx';
import type { PgBoss } from '../jobs/queue';
import { sessionFacts } from './facts';
import { whenIn } from './messages';
import type { NotificationItem } from './notify';

export const REMINDER_QUEUE = 'session-reminder';

export interface ReminderJob {
  sessionId: string;
  /** Minutes before the start. */
  offset: number;
  /** The start this reminder is for (ISO); a session moved since then is not reminded by this job. */
  meetingTime: string;
}

/** A fixed namespace for the reminders' job ids (UUID v5 of `${sessionId}:${offset}:${start ISO}`). */
const REMINDER_NAMESPACE = 'b0b6c1de-3f0e-5d7a-9c61-4c6861726c61';

export function reminderJobId(sessionId: string, offset: number, meetingTime: Date): string {
  return uuidV5(`${sessionId}:${offset}:${meetingTime.toISOString()}`, REMINDER_NAMESPACE);
}

/** The notifications' dedupe key: one reminder per person, session, offset and start. */
export function reminderDedupeKey(sessionId: string, offset: number, meetingTime: Date, userId: string): string {
  return `reminder:${sessionId}:${offset}:${Math.floor(meetingTime.getTime() / 1000)}:${userId}`;
}

export interface ReminderQueue {
  /** Schedules the reminders of a session starting at `meetingTime` that are still due; idempotent. */
  schedule(sessionId: string, meetingTime: Date): Promise<number>;
  /** The same for many sessions at once (the start-up sweep). */
  scheduleMany(items: { sessionId: string; meetingTime: Date }[]): Promise<number>;
}

/**
 * Reminder times run on the real clock (the queue's), also when FIXED_NOW freezes the app's "today":
 * a reminder whose time has passed is not scheduled.
 */
export async function createReminderQueue(
  boss: PgBoss,
  offsets: number[],
  clock: () => number = Date.now,
): Promise<ReminderQueue> {
  await boss.createQueue(REMINDER_QUEUE, {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  async function scheduleMany(items: { sessionId: string; meetingTime: Date }[]) {
    const now = clock();
    const jobs = items.flatMap(({ sessionId, meetingTime }) =>
      offsets
        .map((offset) => ({ offset, at: meetingTime.getTime() - offset * 60_000 }))
        .filter(({ at }) => at > now)
        .map(({ offset, at }) => ({
          id: reminderJobId(sessionId, offset, meetingTime),
          data: { sessionId, offset, meetingTime: meetingTime.toISOString() } satisfies ReminderJob,
          startAfter: new Date(at),
        })),
    );
    // ON CONFLICT DO NOTHING: a job id already there (this or another process scheduled it) is kept.
    for (let k = 0; k < jobs.length; k += 500) await boss.insert(REMINDER_QUEUE, jobs.slice(k, k + 500));
    return jobs.length;
  }
  return {
    schedule: (sessionId, meetingTime) => scheduleMany([{ sessionId, meetingTime }]),
    scheduleMany,
  };
}

/**
 * After a restart, or for sessions written without the queue (the demo seed): every session starting
 * before `until` (default: every upcoming one), a page at a time in order of start, until done or
 * `stop()` says the process is closing.
 */
export async function scheduleUpcomingReminders(
  db: Db,
  queue: ReminderQueue,
  options: { now?: Date; until?: Date; pageSize?: number; stop?: () => boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 1000;
  let after: { time: Date; id: string } | undefined;
  let scheduled = 0;
  while (!options.stop?.()) {
    const page = await db
      .select({ sessionId: sessions.id, meetingTime: sessions.meeting_time })
      .from(sessions)
      .where(
        and(
          ne(sessions.estado, 'cancelada'),
          gt(sessions.meeting_time, now),
          options.until ? lte(sessions.meeting_time, options.until) : undefined,
          after
            ? or(
                gt(sessions.meeting_time, after.time),
                and(eq(sessions.meeting_time, after.time), gt(sessions.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(sessions.meeting_time), asc(sessions.id))
      .limit(pageSize);
    scheduled += await queue.scheduleMany(page);
    if (page.length < pageSize) break;
    const last = page[page.length - 1]!;
    after = { time: last.meetingTime, id: last.sessionId };
  }
  return scheduled;
}

/** One notification to store (the shape notify() takes). */
export type ReminderItem = NotificationItem & { kind: 'session_reminder'; session_id: string; dedupe_key: string };

export interface ReminderSession {
  id: string;
  type: string;
  meeting_time: Date;
  meeting_url: string | null;
  student_id: string;
  student_name: string;
  tutor_user_id: string;
  tutor_name: string;
  tutor_timezone: string;
}

/** How long before the start, as said in the text: the offset, or the real lead when the job ran late. */
function leadText(offset: number, meetingTime: Date, now: number): string {
  const left = Math.round((meetingTime.getTime() - now) / 60_000);
  return left < offset - 5 ? reminderLead(Math.max(1, left)) : reminderLead(offset);
}

/** The student's and the tutor's reminders, each in their own zone, each opening their sessions screen. */
export function reminderItems(session: ReminderSession, offset: number, now: number): ReminderItem[] {
  const label = SESSION_TYPE_LABELS[session.type as SessionType] ?? session.type;
  const lead = leadText(offset, session.meeting_time, now);
  const link = session.meeting_url ? `\nEnlace de la reunión: ${session.meeting_url}` : '';
  const when = (zone: string) => whenIn(session.meeting_time, zone);
  const data = { offset, start: session.meeting_time.toISOString(), meeting_url: session.meeting_url };
  const item = (userId: string, title: string, body: string, path: string): ReminderItem => ({
    user_id: userId,
    kind: 'session_reminder',
    title,
    body,
    link: path,
    session_id: session.id,
    data,
    dedupe_key: reminderDedupeKey(session.id, offset, session.meeting_time, userId),
  });
  return [
    item(
      session.student_id,
      `Recordatorio: tu sesión de ${label} es ${lead}`,
      `Tu sesión de ${label} con ${session.tutor_name} es el ${when(DISPLAY_TIME_ZONE)}.${link}`,
      paths.sessions.detail(session.id),
    ),
    item(
      session.tutor_user_id,
      `Recordatorio: sesión de ${label} con ${session.student_name} ${lead}`,
      `Tu sesión de ${label} con ${session.student_name} es el ${when(session.tutor_timezone)}.${link}`,
      paths.tutor.sessions,
    ),
  ];
}

/** Stores notifications inside the transaction and answers the ids whose email is pending (notify()). */
export type StoreNotifications = (tx: Tx, items: ReminderItem[]) => Promise<string[]>;

export interface ReminderWorkerDeps {
  db: Db;
  store: StoreNotifications;
  /** After commit: hand the pending emails to their queue (never throws). */
  emailsPending(ids: string[]): Promise<void>;
  clock?: () => number;
}

export type ReminderOutcome = 'recordado' | 'cancelada' | 'movida' | 'pasada' | 'no-existe';

/** The job: remind the session's student and tutor unless the session was cancelled, moved or has begun. */
export async function remindSession(deps: ReminderWorkerDeps, job: ReminderJob): Promise<ReminderOutcome> {
  const { db } = deps;
  const now = (deps.clock ?? Date.now)();
  const ids = await db.transaction(async (tx) => {
    // A cancel or a move waits for this reminder to be stored, or this sees it done.
    const session = await sessionFacts(tx, job.sessionId, { share: true });
    if (!session) return 'no-existe' as const;
    if (session.estado === 'cancelada') return 'cancelada' as const;
    if (session.meeting_time.getTime() !== new Date(job.meetingTime).getTime()) return 'movida' as const;
    if (session.meeting_time.getTime() <= now) return 'pasada' as const;
    return deps.store(tx, reminderItems(session, job.offset, now));
  });
  if (typeof ids === 'string') return ids;
  if (ids.length > 0) await deps.emailsPending(ids);
  return 'recordado';
}

export async function startReminderWorker(boss: PgBoss, deps: ReminderWorkerDeps) {
  await boss.work<ReminderJob>(REMINDER_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    await remindSession(deps, job!.data);
  });
}
