// Per-email attempt limit for login and register, beside the per-IP limit of @fastify/rate-limit:
// a slow spray of guesses at one account from many addresses is stopped too. Counted in the database
// (one upsert per attempt, on the database's clock), so several API processes share one count. The
// email is kept only as a hash.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@charla/domain/http';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Old windows are swept after this many attempts in a process. */
const SWEEP_EVERY = 1000;

export function createEmailLimiter(db: Db, max: number, windowMs: number) {
  const expired = sql`${authAttempts.window_start} <= now() - make_interval(secs => ${windowMs / 1000})`;
  // A new window starts at the first attempt after the last one ended; within a window, one more.
  const attempt = db.insert(authAttempts)
    .values({ key: sql.placeholder('key'), window_start: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${authAttempts.window_start} end`,
      },
    })
    .returning({ count: authAttempts.count })
    .prepare('charla_auth_attempt');
  let attempts = 0;

  return {
    async check(email: string): Promise<void> {
      const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
      const [row] = await attempt.execute({ key });
      if (++attempts % SWEEP_EVERY === 0) {
        await db.delete(authAttempts).where(expired);
      }
      if (row!.count > max) throw new AppError(429, MESSAGES.rateLimited);
    },
  };
}
