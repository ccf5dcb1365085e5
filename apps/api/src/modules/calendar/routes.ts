// GET /api/sessions/{id}/ics, POST and DELETE /api/calendar_feed, and the feed itself,
// GET /api/calendar/{token}.ics — public: calendar apps send no bearer token; the token is the key.
// Both calendars carry an ETag (a hash of the text); asked again with it, an unchanged one is a 304.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { itemResponse, PingResponse } from '@charla/domain/http';
import { CalendarFeed } from '@charla/domain/notifications';
import { notModified } from '../../lib/etag';
import { IdParams, requireId } from '../../lib/params';
import { noBody } from '../../lib/route-docs';
import { replies, typed } from '../../lib/routing';
import type { CalendarService } from './service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** An iCalendar file (RFC 5545) as the `response` of a route. */
const calendarReply = (description: string) => ({
  200: { description, content: { 'text/calendar': { schema: z.string() } } },
  304: noBody('Sin cambios desde la ETag de If-None-Match'),
});
const FeedParams = z.object({ token: z.string().max(200) });

/** PUBLIC_URL, or where this request came in. */
export function publicBase(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** A calendar's text, or a bodiless 304 when the request holds its ETag. Never kept by any cache. */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, ics: string) {
  void reply.header('cache-control', 'private, no-store');
  if (notModified(request, reply, ics)) return reply.code(304).send();
  return reply.header('content-type', CALENDAR_TYPE).send(ics);
}

export function calendarRoutes(app: FastifyInstance, service: CalendarService, publicUrl: string | undefined) {
  const api = typed(app);
  const tags = ['calendar'];

  api.get(
    '/sessions/:id/ics',
    {
      schema: {
        tags,
        operationId: 'calendar_session_ics',
        summary: 'Calendario: la sesión como evento (.ics)',
        params: IdParams,
        response: calendarReply('La sesión como evento de calendario (text/calendar), para descargar; con ETag y 304.'),
      },
      config: { own: true },
    },
    async (req, reply) => {
      const { ics, session } = await service.sessionIcs(req.actor.id, requireId(req.params.id));
      const day = session.meeting_time.toISOString().slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="sesion-charla-${day}.ics"`);
      return sendCalendar(req, reply, ics);
    },
  );

  api.post(
    '/calendar_feed',
    {
      schema: {
        tags,
        operationId: 'calendar_feed_create',
        summary: 'Calendario: crear (o renovar) la dirección privada del calendario',
        response: replies({ 200: itemResponse(CalendarFeed) }),
      },
      config: { own: true },
    },
    async (req) => {
      const token = await service.createFeed(req.actor.id);
      return { success: true as const, data: { url: `${publicBase(publicUrl, req)}/api/calendar/${token}.ics` } };
    },
  );

  api.delete(
    '/calendar_feed',
    {
      schema: {
        tags,
        operationId: 'calendar_feed_revoke',
        summary: 'Calendario: anular la dirección privada del calendario',
        response: replies({ 200: PingResponse }),
      },
      config: { own: true },
    },
    async (req) => {
      await service.revokeFeed(req.actor.id);
      return { success: true as const };
    },
  );

  api.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags,
        operationId: 'calendar_feed',
        summary: 'Calendario: las sesiones de una persona, para suscribirse (.ics)',
        params: FeedParams,
        description:
          'Sin token de acceso: la URL es la llave. Incluye las sesiones canceladas de su ventana ' +
          '(STATUS:CANCELLED); con ETag y 304.',
        response: calendarReply('El calendario privado de una persona (text/calendar).'),
      },
      config: { public: true },
    },
    async (req, reply) => {
      void reply.header('referrer-policy', 'no-referrer');
      return sendCalendar(req, reply, await service.feed(req.params.token));
    },
  );
}
