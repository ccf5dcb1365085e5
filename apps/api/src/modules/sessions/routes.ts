import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BookSessionInput, CancelSessionInput, SessionFeedbackInput } from '@charla/domain/booking';
import { itemResponse } from '@charla/domain/http';
import { Session, SessionAttendanceInput } from '@charla/domain/sessions';
import { invalid } from '../../lib/errors';
import { IdParams, requireId } from '../../lib/params';
import { errorReplies } from '../../lib/route-docs';
import { accessTo, replies, typed } from '../../lib/routing';
import { parseOrThrow } from '../../lib/validation';
import type { SessionService } from './service';

const BOOKING_FIELDS = ['fecha', 'hora', 'type', 'tutor_id', 'meeting_time'];

/** PATCH carries either a reschedule (the booking payload) or feedback, never both. */
const SessionPatchBody = z.record(z.string(), z.unknown());

export function sessionRoutes(app: FastifyInstance, service: SessionService) {
  const api = typed(app);
  const tags = ['sessions'];

  const access = accessTo('sessions', 'sessions');
  // 409: the slot is taken, a quota reached, the session already past or cancelled (BOOKING_CONFLICTS).
  const one = { 200: itemResponse(Session), ...errorReplies(409) };

  api.post(
    '/sessions',
    {
      config: access.create,
      schema: {
        tags,
        operationId: 'sessions_book',
        summary: 'Sesiones: reservar una',
        body: BookSessionInput,
        // 404: a tutor (or, for an admin booking for a student, a student) out of reach.
        response: replies({ 201: itemResponse(Session), ...errorReplies(404, 409) }),
      },
    },
    async (req, reply) => reply.code(201).send({ success: true, data: await service.book(req.actor, req.body) }),
  );

  api.patch(
    '/sessions/:id',
    {
      config: access.update,
      schema: {
        tags,
        operationId: 'sessions_update',
        summary: 'Sesiones: reprogramar, escribir la retroalimentación o marcar la asistencia',
        params: IdParams,
        body: SessionPatchBody,
        response: replies(one),
        description:
          'Reprograma (fecha, hora, type, tutor_id), escribe la retroalimentación (feedback) o marca la asistencia ' +
          '(attendance: attended, no_show o null), una cosa por petición.',
      },
    },
    async (req) => {
      const id = requireId(req.params.id);
      const body = req.body;
      const isReschedule = BOOKING_FIELDS.some((field) => field in body);
      const kinds = [isReschedule, 'feedback' in body, 'attendance' in body].filter(Boolean).length;
      if (kinds > 1) {
        throw invalid(
          ['body'],
          'Envía una reprogramación, una retroalimentación o la asistencia: una cosa por petición',
        );
      }
      const data = isReschedule
        ? await service.reschedule(req.actor, id, parseOrThrow(BookSessionInput, body))
        : 'attendance' in body
          ? await service.markAttendance(req.actor, id, parseOrThrow(SessionAttendanceInput, body))
          : await service.writeFeedback(req.actor, id, parseOrThrow(SessionFeedbackInput, body));
      return { success: true as const, data };
    },
  );

  // The body is optional: without one it cancels as always; with {cancel_reason} the tutor reads why.
  api.delete(
    '/sessions/:id',
    {
      config: access.delete,
      schema: {
        tags,
        operationId: 'sessions_cancel',
        summary: 'Sesiones: cancelar una (con motivo opcional)',
        params: IdParams,
        body: CancelSessionInput.nullish(),
        response: replies(one),
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.cancel(req.actor, requireId(req.params.id), req.body ?? {}),
    }),
  );
}
