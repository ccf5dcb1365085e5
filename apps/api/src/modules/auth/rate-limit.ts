// Sign-in limit per (email, address) pair, beside the per-IP limit of @fastify/rate-limit
// (docs/decisions/015-sign-in-limits.md). Only failures count: an attempt is counted when it starts
// (so a burst of parallel guesses cannot slip past) and taken back when it succeeds. Keyed by the
// pair, one address's failures never lock the account's owner out from another address. Counted
// in the database (one upsert per attempt, on the database's clock), so every API process shares
// one count; the pair is kept only as a hash.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@charla/domain/http';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Old windows are swept after this many attempts in a process. */
const SWEEP_EVERY = 1000;

/** A 429 that says, in seconds, when the pair's window ends (sent as Retry-After). */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.rateLimited);
  }
}

const pairKey = (email: string, address: string) =>
  createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('hex');

export function createEmailLimiter(db: Db, max: number, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${authAttempts.window_start} <= now() - ${window}`;
  // A new window starts at the first attempt after the last one ended; within a window, one more.
  const attempt = db
    .insert(authAttempts)
    .values({ key: sql.placeholder('key'), window_start: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${authAttempts.window_start} end`,
      },
    })
    .returning({
      count: authAttempts.count,
      retryAfter: sql<number>`ceil(extract(epoch from ${authAttempts.window_start} + ${window} - now()))::int`,
    })
    .prepare('charla_auth_attempt');
  const succeeded = db
    .update(authAttempts)
    .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
    .where(eq(authAttempts.key, sql.placeholder('key')))
    .prepare('charla_auth_attempt_succeeded');
  let attempts = 0;

  return {
    /** Counts an attempt of `email` from `address`; a TooManyAttempts (429) past `max` failures in the window. */
    async check(email: string, address: string): Promise<void> {
      const [row] = await attempt.execute({ key: pairKey(email, address) });
      if (++attempts % SWEEP_EVERY === 0) {
        await db.delete(authAttempts).where(expired);
      }
      if (row!.count > max) throw new TooManyAttempts(Math.max(1, row!.retryAfter));
    },

    /** The attempt succeeded: it was no failure, so it is taken back. */
    async succeeded(email: string, address: string): Promise<void> {
      await succeeded.execute({ key: pairKey(email, address) });
    },
  };
}

export type EmailLimiter = ReturnType<typeof createEmailLimiter>;

/** Runs a sign-in attempt under the limiter: Retry-After on a 429, the attempt taken back on success. */
export async function limited<T>(
  limiter: EmailLimiter,
  email: string,
  address: string,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T> {
  try {
    await limiter.check(email, address);
  } catch (error) {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  const result = await run();
  await limiter.succeeded(email, address);
  return result;
}
