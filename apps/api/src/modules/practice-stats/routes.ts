import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id, itemResponse, listResponse, UNPAGED_LIMIT } from '@charla/domain/http';
import { PracticeProgress, PracticeStat, PracticeStatsInput } from '@charla/domain/practices';
import { errorReplies } from '../../lib/route-docs';
import { replies, typed } from '../../lib/routing';
import type { PracticeStatsService } from './service';

const ProgressQuery = z.object({ user_id: Id.optional() });

/**
 * What each route declares (plugins/auth checks it before the body is read): the `practice_stats`
 * permission, with the collection the rows are reached through (service.ts explains the mapping).
 */
const access = {
  create: { access: { resource: 'practice_stats', action: 'create', collection: 'practices', operation: 'read' } },
  list: { access: { resource: 'practice_stats', action: 'read', collection: 'users', operation: 'list' } },
} as const;

export function practiceStatsRoutes(app: FastifyInstance, service: PracticeStatsService) {
  const api = typed(app);
  const tags = ['practice_stats'];

  api.post(
    '/practice_stats',
    {
      config: access.create,
      schema: {
        tags,
        operationId: 'practice_stats_record',
        summary: 'Resultados de prácticas: registrar una práctica terminada',
        body: PracticeStatsInput,
        response: replies({ 201: itemResponse(PracticeStat) }),
        description:
          'Registra una práctica terminada por quien llama, con sus intentos (events). El servidor recalcula ' +
          'average_attempts, accuracy, probability_of_knowing y score; si no coinciden responde 422.',
      },
    },
    async (req, reply) => reply.code(201).send({ success: true, data: await service.record(req.actor, req.body) }),
  );

  api.get(
    '/practice_stats/progress',
    {
      config: access.list,
      schema: {
        tags,
        operationId: 'practice_stats_progress',
        summary: 'Resultados de prácticas: el progreso por práctica',
        querystring: ProgressQuery,
        // 404: a user_id out of the caller's reach.
        response: replies({ 200: listResponse(PracticeProgress), ...errorReplies(404) }),
        description: 'Por práctica jugada: intentos, mejor y último puntaje y los ejercicios más fallados.',
      },
    },
    async (req) => ({
      success: true as const,
      data: {
        data: await service.progress(req.actor, req.query.user_id?.toLowerCase()),
        page_number: null,
        page_size: UNPAGED_LIMIT,
      },
    }),
  );
}
