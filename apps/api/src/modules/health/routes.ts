import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '../../db/client';

export interface HealthInfo {
  database: DbKind;
  speechEngine: () => string;
  storage: 'local' | 's3';
}

export function healthRoutes(app: FastifyInstance, db: Db, info: HealthInfo) {
  // Liveness: the process answers, nothing else touched (also the benchmark's bare route).
  app.get('/ping', { config: { public: true }, schema: { tags: ['health'] } }, async () => ({ success: true }));

  // Readiness: the database answers too.
  app.get('/health', { config: { public: true }, schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return reply.code(503).send({ success: false, detail: 'La base de datos no responde' });
    }
    return {
      success: true,
      data: { status: 'ok', database: info.database, speech_engine: info.speechEngine(), storage: info.storage },
    };
  });
}
