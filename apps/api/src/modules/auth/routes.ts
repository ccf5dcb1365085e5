import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { LoginInput, RegisterInput, TokenResponse } from '@charla/domain/auth';
import type { Db } from '../../db/client';
import { errorReplies, type ErrorStatus } from '../../lib/route-docs';
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
  /** Both answer a token; sign-in refuses wrong credentials (401), sign-up a taken email (409). */
  const schema = <Body extends ZodType>(operationId: string, summary: string, body: Body, error: ErrorStatus) => ({
    tags: ['auth'],
    operationId,
    summary,
    body,
    response: replies({ 200: TokenResponse, ...errorReplies(error) }),
  });
  const login = schema('auth_login', 'Iniciar sesión: el token de acceso', LoginInput, 401);
  const register = schema('auth_register', 'Crear una cuenta de estudiante y entrar', RegisterInput, 409);

  // Failures per (email, address) pair (docs/decisions/015-sign-in-limits.md); the per-IP limit above is the backstop.
  api.post('/login', { config, schema: login }, async (req, reply) => ({
    success: true,
    token: await limited(emails, req.body.email, req.ip, reply, () => auth.login(req.body)),
  }));

  api.post('/register', { config, schema: register }, async (req, reply) => ({
    success: true,
    token: await limited(emails, req.body.email, req.ip, reply, () => auth.register(req.body)),
  }));
}
