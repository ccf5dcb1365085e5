import type { FastifyInstance } from 'fastify';
import { LoginInput, RegisterInput, TokenResponse } from '@charla/domain/auth';
import type { Db } from '../../db/client';
import { errorReplies } from '../../lib/route-docs';
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

  const login = {
    tags,
    operationId: 'auth_login',
    summary: 'Iniciar sesión: el token de acceso',
    body: LoginInput,
    // 401: wrong email or password.
    response: { ...response, ...errorReplies(401) },
  };
  // Failures per (email, address) pair (docs/decisions/015-sign-in-limits.md); the per-IP limit above is the backstop.
  api.post('/login', { config, schema: login }, async (req, reply) => ({
    success: true,
    token: await limited(emails, req.body.email, req.ip, reply, () => auth.login(req.body)),
  }));

  const register = {
    tags,
    operationId: 'auth_register',
    summary: 'Crear una cuenta de estudiante y entrar',
    body: RegisterInput,
    // 409: the email is taken.
    response: { ...response, ...errorReplies(409) },
  };
  api.post('/register', { config, schema: register }, async (req, reply) => ({
    success: true,
    token: await limited(emails, req.body.email, req.ip, reply, () => auth.register(req.body)),
  }));
}
