import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '../../db/client';

export interface HealthInfo {
  database: DbKind;
  speechEngine: () => string;
}

export function healthRoutes(app: FastifyInstance, db: Db, info: HealthInfo) {
  app.get('/health', { config: { public: true }, schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return reply.code(503).send({ success: false, detail: 'La base de datos no responde' });
    }
    return {
      success: true,
      data: { status: 'ok', database: info.database, speech_engine: info.speechEngine() },
    };
  });
}
