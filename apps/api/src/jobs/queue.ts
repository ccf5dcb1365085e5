// The PostgreSQL-backed job queue (DESIGN §1, §8): pg-boss on the same database as the data —
// through its PGlite adapter on the embedded database. Any process may work any job; a job whose
// worker dies stops sending heartbeats and is retried after about `heartbeatSeconds`.
// On PGlite never send a job from inside a database transaction: PGlite has one connection, and
// the queue's statement would wait for the transaction that waits for it.
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client';

export interface QueueLogger {
  error(object: unknown, message: string): void;
}

export interface JobQueueOptions {
  /** How often the supervisor looks for jobs whose worker stopped sending heartbeats. */
  superviseIntervalSeconds?: number;
}

export async function startJobQueue(
  database: Database,
  logger: QueueLogger,
  options: JobQueueOptions = {},
): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    schedule: false,
  };
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite) as never, backend: 'pglite' } as never)
    : new PgBoss({ ...common, connectionString: database.url!, max: 4 } as never);
  (boss as unknown as { on(event: 'error', listener: (error: unknown) => void): void }).on('error', (error) => {
    logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  return boss;
}

/** Jobs that hear a recording (SED transcription, reading assessment): one at a time per key, retried with backoff. */
export const SPEECH_JOB_OPTIONS = {
  policy: 'exclusive' as const,
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: 10,
  expireInSeconds: 30 * 60,
};

export type { PgBoss };
