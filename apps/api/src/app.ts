// buildApp(): every plugin and route, for the server and for tests alike.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { PolicyCache } from './access/actor';
import { createTokenService, type TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import { validatorCompiler } from './lib/validation';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { planRoutes } from './modules/plans/routes';
import { roleRoutes } from './modules/roles/routes';
import { tutorRoutes } from './modules/tutors/routes';
import { userViewRoutes } from './modules/user-views/routes';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errors from './plugins/errors';
import security from './plugins/security';
import web from './plugins/web';

export interface AppDeps {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
}

export interface AppContext extends AppDeps {
  tokens: TokenService;
  policyCache: PolicyCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.MAX_BODY_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    trustProxy: false,
  });
  const ctx: AppContext = {
    ...deps,
    tokens: createTokenService(deps.jwtSecret, config.TOKEN_TTL),
    policyCache: new PolicyCache(),
  };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(security);
  await app.register(docs);
  await app.register(auth, { db: database.db, tokens: ctx.tokens, policyCache: ctx.policyCache });

  await app.register(async (api) => {
    const db = database.db;
    healthRoutes(api, db, { database: database.kind, speechEngine: () => 'none' });
    authRoutes(api, createAuthService(db, ctx.tokens), config.RATE_LIMIT_AUTH);
    userRoutes(api, createUserService(db));
    roleRoutes(api, db, ctx.policyCache);
    userViewRoutes(api, db, ctx.policyCache);
    planRoutes(api, db);
    tutorRoutes(api, db);
  }, { prefix: '/api' });

  await app.register(web, { distDir: config.WEB_DIST });
  return app;
}
