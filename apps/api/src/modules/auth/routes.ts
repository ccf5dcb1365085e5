import type { FastifyInstance } from 'fastify';
import { LoginInput, RegisterInput, TokenResponse } from '@charla/domain/auth';
import type { Db } from '../../db/client';
import { replies, typed } from '../../lib/routing';
import { createEmailLimiter, limited } from './rate-limit';
import type { AuthService } from './service';

export function authRoutes(app: FastifyInstance, db: Db, auth: AuthService, attemptsPerMinute: number) {
  const api = typed(app);
  const emails = createEmailLimiter(db, attemptsPerMinute, 60_000);
  const config = {
    public: true,
    rateLimit: { max: attemptsPerMinute * 3, timeWindow: 60_000 },
  };
  const tags = ['auth'];
  const response = replies({ 200: TokenResponse });

  // Failures per (email, address) pair (docs/decisions/015-sign-in-limits.md); the per-IP limit above is the backstop.
  api.post('/login', { config, schema: { tags, body: LoginInput, response } }, async (req, reply) => ({
    success: true,
    token: await limited(emails, req.body.email, req.ip, reply, () => auth.login(req.body)),
  }));

  api.post('/register', { config, schema: { tags, body: RegisterInput, response } }, async (req, reply) => ({
    success: true,
    token: await limited(emails, req.body.email, req.ip, reply, () => auth.register(req.body)),
  }));
}
