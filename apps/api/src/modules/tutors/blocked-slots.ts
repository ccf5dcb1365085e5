// GET /tutors/{id}/blocked_slots: the tutor's manual blocks plus their booked times in the booking
// window, as blocked slots in the tutor's wall clock (DESIGN §6), so clients never offer a taken time.
// It reads the tutor through the tutors CRUD (the caller's grant decides who sees it). `session_minutes`
// beside the list tells a client how long a session is (SESSION_MINUTES), so it offers exactly the times
// the server takes. Revalidated by ETag (lib/etag.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { itemResponse } from '@charla/domain/http';
import { bookingWindow } from '@charla/domain/booking';
import type { Db } from '../../db/client';
import { bookedSlotsOf } from '../../db/booked-slots';
import { sendTagged } from '../../lib/etag';
import { IdParams, requireId } from '../../lib/params';
import { noBody } from '../../lib/route-docs';
import { accessTo, replies, typed } from '../../lib/routing';
import { tutorResource } from './resource';

const BlockedSlotsResponse = itemResponse(
  z.object({
    data: z.array(z.object({ dates: z.array(z.int()), start_time: z.number(), end_time: z.number() })),
    page_number: z.null(),
    page_size: z.int(),
    session_minutes: z.int(),
  }),
);

export function blockedSlotRoutes(app: FastifyInstance, db: Db, now: () => Date, sessionMinutes: number) {
  const tutorReads = tutorResource(db).service;
  typed(app).get(
    '/tutors/:id/blocked_slots',
    {
      schema: {
        tags: ['tutors'],
        operationId: 'tutors_blocked_slots',
        summary: 'Tutores: las horas que no se pueden reservar',
        params: IdParams,
        response: replies({
          200: BlockedSlotsResponse,
          304: noBody('Sin cambios desde la ETag de If-None-Match'),
        }),
      },
      // A sub-resource follows its parent (DESIGN §5): reading it reads the tutor.
      config: accessTo('tutors', 'tutors').read,
    },
    async (req, reply) => {
      const tutor = await tutorReads.get(req.actor, requireId(req.params.id));
      const booked = await bookedSlotsOf(db, [tutor], bookingWindow(now()), sessionMinutes);
      const data = [...tutor.blocked_slots, ...booked.get(tutor.id)!];
      const body = {
        success: true,
        data: { data, page_number: null, page_size: data.length, session_minutes: sessionMinutes },
      };
      return sendTagged(req, reply, body);
    },
  );
}
