// Every route is authenticated unless it says `config: { public: true }` (fail closed). The
// caller's user, role and view are loaded from the database for each request.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@charla/domain/http';
import type { Action, Collection, Operation, Resource } from '@charla/domain/access';
import { createActorLoader, type Actor } from '../access/actor';
import { authorize } from '../access/guard';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed (login, register, health, docs). */
    public?: boolean;
    /**
     * The permission a write needs, checked right after authentication and before the body is
     * validated or an upload read: a caller who may never do this gets 403, not a 422 that teaches
     * them the schema. The handler still authorizes (and narrows rows) as always.
     */
    access?: RouteAccess;
    /**
     * The caller's own things, for any signed-in person (their notifications, their settings, their
     * calendar feed): no role permission grants them and none grants another's. The handler must
     * narrow every statement to `request.actor.id` itself. Exclusive with `access`.
     */
    own?: true;
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every route as registered, with what it declared (tests check each is in the authorization matrix). */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  access?: RouteAccess;
  /** `config.own`: only the caller's own rows, for any signed-in person. */
  own?: true;
}

export interface RouteAccess {
  resource: Resource;
  action: Action;
  collection: Collection;
  operation: Operation;
}

export interface AuthOptions {
  db: Db;
  tokens: TokenService;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Public: routes that say so, everything outside /api (the web app's files) and the docs UI.
 * Everything else under /api needs a valid token (fail closed).
 */
export function isPublicRoute(url: string | undefined, flagged: boolean | undefined): boolean {
  if (flagged || !url) return true;
  if (url !== '/api' && !url.startsWith('/api/')) return true;
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

export default fp<AuthOptions>(
  async function auth(app: FastifyInstance, options) {
    const actors = createActorLoader(options.db);
    app.decorateRequest('actor', null as unknown as Actor);

    // Safety by structure: a route that is not public says which permission it needs, or the app does
    // not start.
    const routeTable: RegisteredRoute[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as FastifyContextConfig;
      const isPublic = isPublicRoute(route.url, config.public);
      for (const method of [route.method].flat()) {
        routeTable.push({
          method: String(method),
          url: route.url,
          public: isPublic,
          ...(config.access ? { access: config.access } : {}),
          ...(config.own === true ? { own: true as const } : {}),
        });
      }
      if (isPublic) return;
      const where = `${String(route.method)} ${route.url}`;
      if (config.own === true) {
        if (config.access)
          throw new Error(`La ruta ${where} es del propio llamante (config.own): no lleva config.access`);
        return;
      }
      if (!config.access)
        throw new Error(`La ruta ${where} no declara su acceso (config.access, config.own o config.public)`);
    });

    app.addHook('onRequest', async (request) => {
      if (isPublicRoute(request.routeOptions.url, request.routeOptions.config.public)) return;
      const token = bearerToken(request);
      if (!token) throw new AppError(401, MESSAGES.unauthenticated);
      const userId = await options.tokens.verify(token);
      if (!userId) throw new AppError(401, MESSAGES.invalidToken);
      const actor = await actors.load(userId);
      if (!actor) throw new AppError(401, MESSAGES.invalidToken);
      request.actor = actor;
    });

    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || !request.actor) return;
      authorize(request.actor, access.resource, access.action, access.collection, access.operation);
    });
  },
  { name: 'auth' },
);
