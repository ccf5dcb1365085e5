import type { FastifyInstance } from 'fastify';
import { LoginInput, RegisterInput } from '@charla/domain/auth';
import type { Db } from '../../db/client';
import { typed } from '../../lib/routing';
import { createEmailLimiter } from './rate-limit';
import type { AuthService } from './service';

export function authRoutes(app: FastifyInstance, db: Db, auth: AuthService, attemptsPerMinute: number) {
  const api = typed(app);
  const emails = createEmailLimiter(db, attemptsPerMinute, 60_000);
  const config = {
    public: true,
    rateLimit: { max: attemptsPerMinute * 3, timeWindow: 60_000 },
  };
  const tags = ['auth'];

  api.post('/login', { config, schema: { tags, body: LoginInput } }, async (req) => {
    await emails.check(req.body.email);
    return { success: true, token: await auth.login(req.body) };
  });

  api.post('/register', { config, schema: { tags, body: RegisterInput } }, async (req) => {
    await emails.check(req.body.email);
    return { success: true, token: await auth.register(req.body) };
  });
}
