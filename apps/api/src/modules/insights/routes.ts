// The school's numbers (issue 51, decision 038): aggregate reads over the sessions the caller's sessions
// grant reaches — an admin all of them, a tutor their own sessions, a student their own — so the figures
// of each role are the rows that role may list, counted by PostgreSQL rather than sent.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemResponse } from '@charla/domain/http';
import { InsightsQuery, SessionsByWeek } from '@charla/domain/insights';
import { midnight } from '@charla/domain/booking';
import { addDays, DISPLAY_TIME_ZONE, parseDateKey, zoneClock } from '@charla/domain/time';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
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

export function createInsightsService(db: Db, now: () => Date) {
  return {
    /** Sessions per week (Monday, display zone), type and outcome, inside the caller's sessions grant. */
    async sessionsByWeek(actor: Actor, query: InsightsQuery) {
      const grant = authorize(actor, 'sessions', 'read', 'sessions', 'list');
      const { start, end } = rangeOf(query);
      const week = sql<string>`to_char(date_trunc('week', ${sessions.meeting_time} at time zone ${DISPLAY_TIME_ZONE}), 'YYYY-MM-DD')`;
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
}
