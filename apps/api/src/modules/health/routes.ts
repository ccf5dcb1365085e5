// Liveness and readiness. Anyone learns whether the service is up; what it runs on (database kind,
// speech engine, storage) is for an admin or a probe on the machine itself
// (docs/decisions/015-sign-in-limits.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { HealthResponse, PingResponse } from '@charla/domain/http';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import type { Db, DbKind } from '../../db/client';
import { users } from '../../db/schema';
import { errorReplies } from '../../lib/route-docs';
import { replies } from '../../lib/routing';

export interface HealthInfo {
  database: DbKind;
  speechEngine: () => string;
  storage: 'local' | 's3';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** From the machine itself, and not relayed by a proxy on it (a proxy adds one of FORWARDED). */
function isLocalProbe(request: FastifyRequest): boolean {
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') && FORWARDED.every((name) => request.headers[name] === undefined)
  );
}

export function healthRoutes(app: FastifyInstance, db: Db, info: HealthInfo) {
  /** A valid token of a user whose role (read now, not from the token) is admin. Anything else: no. */
  async function isAdmin(request: FastifyRequest): Promise<boolean> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const userId = token ? await app.ctx.tokens.verify(token) : undefined;
    if (!userId) return false;
    const [row] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.id, userId));
    return row?.role_id === ADMIN_ROLE_ID;
  }

  // Liveness: the process answers, nothing else touched (also the benchmark's bare route).
  app.get(
    '/ping',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        operationId: 'health_ping',
        summary: 'El proceso responde (sin base de datos)',
        response: replies({ 200: PingResponse }),
      },
    },
    async () => ({ success: true }),
  );

  // Readiness: the database answers too.
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        operationId: 'health_check',
        summary: 'El servicio está listo: la base de datos responde',
        response: replies({ 200: HealthResponse, ...errorReplies(503) }),
      },
    },
    async (req, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ success: false, detail: 'La base de datos no responde' });
      }
      if (!isLocalProbe(req) && !(await isAdmin(req))) return { success: true, data: { status: 'ok' } };
      return {
        success: true,
        data: { status: 'ok', database: info.database, speech_engine: info.speechEngine(), storage: info.storage },
      };
    },
  );
}
