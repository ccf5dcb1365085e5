// GET /tutors/{id}/blocked_slots: the tutor's manual blocks plus their booked times in the booking
// window, as blocked slots in the tutor's wall clock (DESIGN §6), so clients never offer a taken time.
// It reads the tutor through the tutors CRUD (the caller's grant decides who sees it). Back-to-back
// bookings are grouped into runs by the database, so a busy month travels as a few rows rather than one
// per session. `session_minutes` beside the list tells the booking screen how long a session is
// (SESSION_MINUTES), so it offers exactly the times the server takes. The ETag is a hash of the answer:
// a browser asking again with it gets a 304 when nothing changed.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { itemResponse } from '@charla/domain/http';
import { bookedRunsAsBlockedSlots, bookingWindow } from '@charla/domain/booking';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notModified } from '../../lib/etag';
import { IdParams, requireId } from '../../lib/params';
import { noBody } from '../../lib/route-docs';
import { accessTo, replies, typed } from '../../lib/routing';
import { notCancelled } from '../../db/predicates';
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
      const window = bookingWindow(now());
      const runs =
        window.dates.length === 0
          ? []
          : await bookedRuns(db, tutor.id, new Date(window.start), new Date(window.end), sessionMinutes);
      const data = [...tutor.blocked_slots, ...bookedRunsAsBlockedSlots(runs, tutor.timezone, sessionMinutes)];
      const body = {
        success: true,
        data: { data, page_number: null, page_size: data.length, session_minutes: sessionMinutes },
      };
      // Private: for signed-in callers; no-cache: the browser asks each time, and a 304 costs no body.
      void reply.header('cache-control', 'private, no-cache');
      if (notModified(req, reply, JSON.stringify(body))) return reply.code(304).send();
      return body;
    },
  );
}

/**
 * A tutor's live bookings in [start, end) as runs (gaps and islands): in a run every start is `minutes`
 * after the one before, so start − row number × length is the same for all of it.
 */
function bookedRuns(db: Db, tutorId: string, start: Date, end: Date, minutes: number) {
  const starts = db
    .select({
      meeting_time: sessions.meeting_time,
      run: sql`${sessions.meeting_time} - (row_number() over (order by ${sessions.meeting_time})) * make_interval(mins => ${minutes}::int)`.as(
        'run',
      ),
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tutor_id, tutorId),
        notCancelled,
        gte(sessions.meeting_time, start),
        lt(sessions.meeting_time, end),
      ),
    )
    .as('starts');
  const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);
  return db
    .select({ first: epochMs(sql`min(${starts.meeting_time})`), last: epochMs(sql`max(${starts.meeting_time})`) })
    .from(starts)
    .groupBy(starts.run)
    .orderBy(sql`1`);
}
