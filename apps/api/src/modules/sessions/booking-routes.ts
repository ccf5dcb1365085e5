// The booking screen's reads (docs/decisions/029): GET /bookable_tutors, in one answer the tutors offered
// to the caller with what the screen needs to list their free times (instead of the tutors and then one
// blocked_slots call per tutor), and GET /session_usage, the caller's sessions this month under their
// plan, counted as the booking check counts them (monthFacts, monthUsage).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingWindow, monthUsage, SessionUsage, type PlanQuotas } from '@charla/domain/booking';
import { itemResponse } from '@charla/domain/http';
import { dateAndTimeIn, DISPLAY_TIME_ZONE, zoneClock } from '@charla/domain/time';
import { BookableTutors, isOfferedTo } from '@charla/domain/tutors';
import type { Db } from '../../db/client';
import { bookedSlotsOf } from '../../db/booked-slots';
import { plans, users } from '../../db/schema';
import { sendTagged } from '../../lib/etag';
import { accessTo, replies, typed } from '../../lib/routing';
import { noBody } from '../../lib/route-docs';
import { grantedTutors, planLanguageOf } from './bookable';
import { monthFacts, monthSpanOf } from './booking-reads';

export function bookingReadRoutes(app: FastifyInstance, db: Db, now: () => Date, sessionMinutes: number) {
  const api = typed(app);

  api.get(
    '/bookable_tutors',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'bookable_tutors',
        summary: 'Reservas: los tutores que se le ofrecen a quien llama',
        response: replies({
          200: itemResponse(BookableTutors),
          304: noBody('Sin cambios desde la ETag de If-None-Match'),
        }),
        description:
          'Los tutores que se le ofrecen a quien llama (enseñan el idioma de su plan y tienen disponibilidad), ' +
          'cada uno con sus bloqueos y horas ya agendadas en la ventana de reserva.',
      },
      // The tutors list, narrowed as GET /tutors is by the caller's tutors grant.
      config: accessTo('tutors', 'tutors').list,
    },
    async (req, reply) => {
      const [granted, language] = await Promise.all([grantedTutors(db, req.actor), planLanguageOf(db, req.actor.id)]);
      const offered = granted.filter((tutor) => isOfferedTo(tutor, language));
      const booked = await bookedSlotsOf(db, offered, bookingWindow(now()), sessionMinutes);
      const tutors = offered.map((tutor) => ({
        id: tutor.id,
        public_name: tutor.public_name,
        timezone: tutor.timezone,
        languages: tutor.languages,
        availability: tutor.availability,
        blocked_slots: [...tutor.blocked_slots, ...booked.get(tutor.id)!],
      }));
      return sendTagged(req, reply, { success: true, data: { tutors, session_minutes: sessionMinutes } });
    },
  );

  api.get(
    '/session_usage',
    {
      schema: {
        tags: ['sessions'],
        operationId: 'session_usage',
        summary: 'Reservas: las sesiones usadas y restantes del mes de quien llama',
        response: replies({ 200: itemResponse(SessionUsage) }),
        description:
          'Las sesiones de quien llama en el mes en curso (Ciudad de México): usadas y restantes por tipo y en total según su plan.',
      },
      config: { own: true },
    },
    async (req) => {
      const time = now();
      const [row] = await db
        .select(monthFacts(monthSpanOf(time)))
        .from(users)
        .leftJoin(plans, eq(plans.id, users.plan_id))
        .where(eq(users.id, req.actor.id));
      const plan = row?.name == null ? null : (row as PlanQuotas);
      const month = dateAndTimeIn(zoneClock(DISPLAY_TIME_ZONE), time.getTime()).date.slice(0, 7);
      const data = {
        month,
        plan_name: plan?.name ?? null,
        usage: plan ? monthUsage(plan, { reading: row!.reading, speaking: row!.speaking }) : null,
      };
      return { success: true as const, data };
    },
  );
}
