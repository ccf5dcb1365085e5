// The school's numbers (issue 51, decision 038): aggregate reads over the sessions the caller's sessions
// grant reaches — an admin all of them, a tutor their own sessions, a student their own — so the figures
// of each role are the rows that role may list, counted by PostgreSQL rather than sent.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemResponse } from '@charla/domain/http';
import { InsightsQuery, SessionsByWeek, TutorUse, weeksOf } from '@charla/domain/insights';
import { midnight, SLOT_STEP_MINUTES, tutorStartTimes, type TutorSchedule } from '@charla/domain/booking';
import { addDays, DISPLAY_TIME_ZONE, parseDateKey, zoneClock } from '@charla/domain/time';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { sessions, tutors, users } from '../../db/schema';
import { accessTo, replies, typed } from '../../lib/routing';

const sessionAccessColumns = accessColumnsFor('sessions', sessions);

/** [start, end) instants of a range of display-zone dates, both included. */
function rangeOf(query: InsightsQuery): { start: Date; end: Date } {
  const clock = zoneClock(DISPLAY_TIME_ZONE);
  return {
    start: new Date(midnight(clock, parseDateKey(query.from)!)),
    end: new Date(midnight(clock, addDays(parseDateKey(query.to)!, 1))),
  };
}

/**
 * A session's outcome in SQL, as sessionOutcome (@charla/domain/sessions) decides it: cancelled, then
 * upcoming, then its mark or 'unmarked'. sessions_by_week.test.ts holds the two to the same answers.
 */
const outcome = (now: Date) => sql<string>`case
  when ${sessions.estado} = 'cancelada' then 'cancelled'
  when ${sessions.meeting_time} > ${now.toISOString()}::timestamptz then 'upcoming'
  else coalesce(${sessions.attendance}, 'unmarked') end`;

const weekOf = sql<string>`to_char(date_trunc('week', ${sessions.meeting_time} at time zone ${DISPLAY_TIME_ZONE}), 'YYYY-MM-DD')`;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function createInsightsService(db: Db, now: () => Date, sessionMinutes: number) {
  return {
    /** Sessions per week (Monday, display zone), type and outcome, inside the caller's sessions grant. */
    async sessionsByWeek(actor: Actor, query: InsightsQuery) {
      const grant = authorize(actor, 'sessions', 'read', 'sessions', 'list');
      const { start, end } = rangeOf(query);
      const week = weekOf;
      const result = outcome(now());
      const rows = await db
        .select({
          week_start: week,
          type: sessions.type,
          outcome: result,
          count: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(
          and(
            gte(sessions.meeting_time, start),
            lt(sessions.meeting_time, end),
            grantCondition(grant, sessionAccessColumns),
            query.tutor_id ? eq(sessions.tutor_id, query.tutor_id) : undefined,
            query.plan_id ? eq(users.plan_id, query.plan_id) : undefined,
          ),
        )
        .groupBy(sql`1`, sessions.type, sql`3`)
        .orderBy(sql`1`, sessions.type, sql`3`);
      return SessionsByWeek.parse(rows);
    },

    /**
     * Each tutor's weeks: the schedule's open hours against the hours booked, cancellations and no-shows.
     * Whose: an admin (sessions unrestricted) every tutor; a tutor themselves; anyone else no one. The
     * sessions counted are those of the tutor in the range (and of students of the plan asked for).
     */
    async tutorUse(actor: Actor, query: InsightsQuery) {
      const grant = authorize(actor, 'sessions', 'read', 'sessions', 'list');
      const { start, end } = rangeOf(query);
      const scope = grant.filters === null ? undefined : eq(tutors.user_id, actor.id);
      const people = await db
        .select({
          id: tutors.id,
          public_name: tutors.public_name,
          timezone: tutors.timezone,
          availability: tutors.availability,
          blocked_slots: tutors.blocked_slots,
        })
        .from(tutors)
        .where(and(scope, query.tutor_id ? eq(tutors.id, query.tutor_id) : undefined))
        .orderBy(tutors.public_name, tutors.id);
      if (people.length === 0) return [];
      const counts = await db
        .select({
          tutor_id: sessions.tutor_id,
          week_start: weekOf,
          booked: sql<number>`count(*) filter (where ${sessions.estado} <> 'cancelada')::int`.mapWith(Number),
          cancelled: sql<number>`count(*) filter (where ${sessions.estado} = 'cancelada')::int`.mapWith(Number),
          no_show:
            sql<number>`count(*) filter (where ${sessions.estado} <> 'cancelada' and ${sessions.attendance} = 'no_show')::int`.mapWith(
              Number,
            ),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(
          and(
            gte(sessions.meeting_time, start),
            lt(sessions.meeting_time, end),
            inArray(
              sessions.tutor_id,
              people.map((p) => p.id),
            ),
            query.plan_id ? eq(users.plan_id, query.plan_id) : undefined,
          ),
        )
        .groupBy(sessions.tutor_id, sql`2`);
      const clock = zoneClock(DISPLAY_TIME_ZONE);
      const weeks = weeksOf(query.from, query.to).map((week) => {
        const monday = parseDateKey(week)!;
        // The week's part inside the range: its open hours are counted there only.
        const from = Math.max(midnight(clock, monday), start.getTime());
        const to = Math.min(midnight(clock, addDays(monday, 7)), end.getTime());
        return { week, window: { dates: [week], start: from, end: to } };
      });
      return TutorUse.parse(
        people.flatMap((tutor) => {
          const schedule = toSchedule(tutor);
          return weeks.map(({ week, window }) => {
            const row = counts.find((c) => c.tutor_id === tutor.id && c.week_start === week);
            const open = tutorStartTimes(schedule, window, { sessionMinutes }).length * SLOT_STEP_MINUTES;
            return {
              tutor_id: tutor.id,
              tutor_name: tutor.public_name,
              week_start: week,
              available_hours: hours(open),
              booked_hours: hours((row?.booked ?? 0) * sessionMinutes),
              cancelled: row?.cancelled ?? 0,
              no_show: row?.no_show ?? 0,
            };
          });
        }),
      );
    },
  };
}

/** A tutor row as the schedule the booking rules read. */
function toSchedule(row: {
  id: string;
  timezone: string | null;
  availability: unknown;
  blocked_slots: unknown;
}): TutorSchedule {
  return {
    id: row.id,
    timezone: row.timezone,
    availability: (row.availability ?? {}) as TutorSchedule['availability'],
    blocked_slots: (row.blocked_slots ?? []) as TutorSchedule['blocked_slots'],
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;

export function insightsRoutes(app: FastifyInstance, service: InsightsService) {
  const api = typed(app);
  api.get(
    '/insights/sessions_by_week',
    {
      // The sessions list's grant: each role counts the sessions it may list.
      config: accessTo('sessions', 'sessions').list,
      schema: {
        tags: ['insights'],
        operationId: 'insights_sessions_by_week',
        summary: 'Estadísticas: sesiones por semana, tipo y resultado',
        querystring: InsightsQuery,
        response: replies({ 200: itemResponse(SessionsByWeek) }),
      },
    },
    async (req) => ({ success: true as const, data: await service.sessionsByWeek(req.actor, req.query) }),
  );

  api.get(
    '/insights/tutor_use',
    {
      config: accessTo('sessions', 'sessions').list,
      schema: {
        tags: ['insights'],
        operationId: 'insights_tutor_use',
        summary: 'Estadísticas: horas abiertas y agendadas de cada tutor por semana',
        querystring: InsightsQuery,
        response: replies({ 200: itemResponse(TutorUse) }),
      },
    },
    async (req) => ({ success: true as const, data: await service.tutorUse(req.actor, req.query) }),
  );
}
