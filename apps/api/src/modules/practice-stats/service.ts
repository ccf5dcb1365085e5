// Practice runs (DESIGN §9, docs/decisions/020). Access: the permission resource is `practice_stats`;
// the views vocabulary has no such collection (spec part 2 §6), so each route names the collection its
// rows are honestly reached through —
//   · reads: a run belongs to a user, so the caller sees the runs of the users their `users` grant
//     reaches (a student: themself; a tutor: their students and themself; an admin: everyone) —
//     the list is the resource of resource.ts (reachedThrough its user);
//   · a write: the run is the caller's own (user_id = caller, for everyone, admins included: nobody
//     records a run for someone else) on a practice the caller may read (their `practices` grant).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MOST_MISSED_LIMIT, type MissedItem, type PracticeProgress } from '@charla/domain/practices';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import type { Db } from '../../db/client';
import { practiceAttempts, practiceStats, practices, users } from '../../db/schema';
import { rowsOf } from '../../db/tx';
import { notFound } from '../../lib/errors';
import { practiceAccessColumns, userAccessColumns } from './columns';
import { createRunRecorder, RECORD_MESSAGES } from './record';

export const STATS_MESSAGES = { ...RECORD_MESSAGES, userNotFound: 'Usuario no encontrado' } as const;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO)})`;

/** 404 for a user the caller's `practice_stats` reads may not reach, or that does not exist (never reveal which). */
export async function assertUserVisible(db: Db, actor: Actor, userId: string): Promise<void> {
  const grant = authorize(actor, 'practice_stats', 'read', 'users', 'list');
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), grantCondition(grant, userAccessColumns)));
  if (!found) throw notFound(STATS_MESSAGES.userNotFound);
}

export function createPracticeStatsService(db: Db) {
  return {
    /** POST /practice_stats: checked, recomputed, and stored with its events in one statement. */
    record: createRunRecorder(db),

    /**
     * GET /practice_stats/progress: per practice the user played (and the caller may read), the
     * number of runs, best and latest results and the items most often missed. Two statements.
     */
    async progress(actor: Actor, userId: string | undefined): Promise<PracticeProgress[]> {
      const practicesGrant = authorize(actor, 'practices', 'read', 'practices', 'list');
      const target = userId ?? actor.id;
      await assertUserVisible(db, actor, target);
      const rows = await rowsOf<Omit<PracticeProgress, 'most_missed'> & { most_missed: MissedItem[] | string }>(
        db,
        sql`with runs as (
          select s.practice_id, count(*)::int as runs, max(s.score) as best_score, max(s.created_at) as last_played_at
          from ${practiceStats} s where s.user_id = ${target} group by s.practice_id
        ), latest as (
          select distinct on (s.practice_id) s.practice_id, s.score, s.accuracy, s.total_attempts
          from ${practiceStats} s where s.user_id = ${target}
          order by s.practice_id, s.created_at desc, s.id desc
        ), missed as (
          select ranked.practice_id,
            json_agg(json_build_object('exercise_key', ranked.exercise_key, 'misses', ranked.misses)
              order by ranked.misses desc, ranked.exercise_key) as items
          from (
            select a.practice_id, a.exercise_key, count(*)::int as misses,
              row_number() over (partition by a.practice_id order by count(*) desc, a.exercise_key) as place
            from ${practiceAttempts} a where a.user_id = ${target} and not a.correct
            group by a.practice_id, a.exercise_key
          ) ranked
          where ranked.place <= ${MOST_MISSED_LIMIT}
          group by ranked.practice_id
        )
        select ${practices.id} as practice_id, ${practices.title} as title,
          ${practices.props} ->> 'practice_type' as practice_type, runs.runs, runs.best_score,
          latest.score as latest_score, latest.accuracy as latest_accuracy,
          latest.total_attempts as latest_total_attempts, ${iso(sql`runs.last_played_at`)} as last_played_at,
          coalesce(missed.items, '[]'::json) as most_missed
        from runs
        join latest on latest.practice_id = runs.practice_id
        join ${practices} on ${practices.id} = runs.practice_id
        left join missed on missed.practice_id = runs.practice_id
        where ${grantCondition(practicesGrant, practiceAccessColumns) ?? sql`true`}
        order by runs.last_played_at desc, ${practices.id}
        limit 1000`,
      );
      return rows.map((row) => ({
        ...row,
        most_missed: typeof row.most_missed === 'string' ? JSON.parse(row.most_missed) : row.most_missed,
      }));
    },
  };
}

export type PracticeStatsService = ReturnType<typeof createPracticeStatsService>;
