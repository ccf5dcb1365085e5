// GET /tutors/{id}/blocked_slots: the tutor's manual blocks plus their booked times in the booking
// window, as blocked slots in the tutor's wall clock (DESIGN §6), so clients never offer a taken time.
// It reads the tutor: the caller's tutors grant decides who sees it.
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookedAsBlockedSlots, bookingWindow } from '@charla/domain/booking';
import { authorize, grantCondition } from '../../access/guard';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { sessions, tutors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { IdParams, requireId } from '../../lib/params';
import { typed } from '../../lib/routing';

const tutorAccessColumns = accessColumnsFor('tutors', tutors);

export function blockedSlotRoutes(app: FastifyInstance, db: Db, now: () => Date, sessionMinutes: number) {
  typed(app).get('/tutors/:id/blocked_slots', { schema: { tags: ['tutors'], params: IdParams } }, async (req) => {
    const id = requireId(req.params.id);
    const grant = authorize(req.actor, 'tutors', 'read', 'tutors', 'read');
    const [tutor] = await db.select({ timezone: tutors.timezone, blocked_slots: tutors.blocked_slots }).from(tutors)
      .where(and(eq(tutors.id, id), grantCondition(grant, tutorAccessColumns)));
    if (!tutor) throw notFound('Tutor no encontrado');
    const window = bookingWindow(now());
    const booked = window.dates.length === 0 ? [] : await db.select({ meeting_time: sessions.meeting_time }).from(sessions)
      .where(and(
        eq(sessions.tutor_id, id), ne(sessions.estado, 'cancelada'),
        gte(sessions.meeting_time, new Date(window.start)), lt(sessions.meeting_time, new Date(window.end)),
      ))
      .orderBy(sessions.meeting_time);
    const data = [
      ...tutor.blocked_slots,
      ...bookedAsBlockedSlots(booked.map((row) => row.meeting_time), tutor.timezone, sessionMinutes),
    ];
    return { success: true, data: { data, page_number: null, page_size: data.length } };
  });
}
