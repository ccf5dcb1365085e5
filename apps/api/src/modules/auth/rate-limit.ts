// Per-email attempt limit for login and register, beside the per-IP limit of @fastify/rate-limit:
// a slow spray of guesses at one account from many addresses is stopped too. In-process memory;
// with several API processes each keeps its own count.
import { AppError } from '../../lib/errors';
import { MESSAGES } from '@charla/domain/http';

export function createEmailLimiter(max: number, windowMs: number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    check(email: string, now = Date.now()): void {
      const key = email.trim().toLowerCase();
      if (hits.size > 50_000) {
        for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      }
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return;
      }
      entry.count += 1;
      if (entry.count > max) throw new AppError(429, MESSAGES.rateLimited);
    },
  };
}
