// POST /session_series/preview, POST /session_series and DELETE /session_series/{id}?from= (issue 50,
// decision 037): a weekly series previewed, booked, and cancelled from a week on. Guarded as the single
// booking and cancel are (the sessions grant's create and delete).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SessionSeriesInput } from '@charla/domain/booking';
import { itemResponse } from '@charla/domain/http';
import { SERIES_MESSAGES, SeriesBooked, SeriesCancelled, SeriesPreview } from '@charla/domain/sessions';
import { IdParams, requireId } from '../../lib/params';
import { errorReplies } from '../../lib/route-docs';
import { accessTo, replies, typed } from '../../lib/routing';
import type { SeriesService } from './series';

const FromQuery = z.object({
  from: z.string({ error: SERIES_MESSAGES.from }).regex(/^\d{4}-\d{2}-\d{2}$/, SERIES_MESSAGES.from),
});

export function seriesRoutes(app: FastifyInstance, service: SeriesService) {
  const api = typed(app);
  const tags = ['sessions'];
  const access = accessTo('sessions', 'sessions');

  api.post(
    '/session_series/preview',
    {
      config: access.create,
      schema: {
        tags,
        operationId: 'session_series_preview',
        summary: 'Series semanales: qué semanas se pueden agendar',
        body: SessionSeriesInput,
        // 404: a tutor out of reach; 409: no tutor offered to the student.
        response: replies({ 200: itemResponse(SeriesPreview), ...errorReplies(404, 409) }),
      },
    },
    async (req) => ({ success: true as const, data: await service.preview(req.actor, req.body) }),
  );

  api.post(
    '/session_series',
    {
      config: access.create,
      schema: {
        tags,
        operationId: 'session_series_book',
        summary: 'Series semanales: agendar las semanas que se puedan',
        body: SessionSeriesInput,
        // 409: no week can be booked (nothing is written).
        response: replies({ 201: itemResponse(SeriesBooked), ...errorReplies(404, 409) }),
      },
    },
    async (req, reply) => reply.code(201).send({ success: true, data: await service.book(req.actor, req.body) }),
  );

  api.delete(
    '/session_series/:id',
    {
      config: access.delete,
      schema: {
        tags,
        operationId: 'session_series_cancel',
        summary: 'Series semanales: cancelar desde una semana en adelante',
        params: IdParams,
        querystring: FromQuery,
        response: replies({ 200: itemResponse(SeriesCancelled), ...errorReplies(404, 409) }),
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.cancelFrom(req.actor, requireId(req.params.id), req.query.from),
    }),
  );
}
