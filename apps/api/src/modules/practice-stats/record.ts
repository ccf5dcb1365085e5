// POST /practice_stats (docs/decisions/020): the caller's own run, checked and recomputed with the
// practice's option count, stored with its attempt events in one statement. What the check needs of a
// practice (its n) is remembered by the practice's version (updated_at), and the insert itself
// re-reads the practice through the caller's grant at that version, and the caller at theirs when it
// came from the actor cache: the hot path is one statement, and a practice edited, deleted or hidden
// since, or a caller changed, is read again before anything is refused. Runs of callers who may read
// every practice that arrive together share that statement (db/group-commit.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  optionCount,
  PracticeProps,
  type PracticeScore,
  type PracticeStat,
  type PracticeStatsInput,
} from '@charla/domain/practices';
import { actorVersionOf, type Actor } from '../../access/actor';
import { authorizeCheckedWrite, grantCondition, type Grant } from '../../access/guard';
import type { Db } from '../../db/client';
import { createGroupWriter } from '../../db/group-commit';
import { practiceAttempts, practiceStats, practices } from '../../db/schema';
import { AppError, forbidden, invalid } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkRun } from './check';
import { practiceAccessColumns } from './columns';

export const RECORD_MESSAGES = {
  ownOnly: 'Solo puedes registrar tus propias prácticas',
  practiceNotFound: 'La práctica no existe',
  unplayable: 'La práctica no tiene un tipo que se pueda jugar',
} as const;

/** The body after validation (PracticeStatsInput's output: events defaulted to []). */
export type RunBody = Omit<PracticeStatsInput, 'events'> & { events: NonNullable<PracticeStatsInput['events']> };

/** What a run's check needs of a practice, at one version of it. */
interface PracticeFacts {
  id: string;
  version: string;
  n: number | undefined;
}

/** A run as it is written: checked and recomputed, with its practice's version and its events' ids. */
interface StoredRun extends PracticeScore {
  id: string;
  user_id: string;
  practice_id: string;
  version: string;
  /** The caller's version when the caller came from the actor cache (the statement checks it), else null. */
  actor_version: string | null;
  events: (RunBody['events'][number] & { id: string })[];
}

const MAX_REMEMBERED = 10_000;
const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const version = sql<string>`${practices.updated_at}::text`;

export function createRunRecorder(db: Db) {
  const remembered = new Map<string, PracticeFacts>();

  /** The practice through the caller's grant (422 naming practice_id when absent or not playable). */
  async function readPractice(grant: Grant, practiceId: string): Promise<PracticeFacts> {
    const [practice] = await db
      .select({ id: practices.id, props: practices.props, version })
      .from(practices)
      .where(and(eq(practices.id, practiceId), grantCondition(grant, practiceAccessColumns)));
    if (!practice) throw invalid(['body', 'practice_id'], RECORD_MESSAGES.practiceNotFound);
    const props = PracticeProps.safeParse(practice.props);
    if (!props.success) throw invalid(['body', 'practice_id'], RECORD_MESSAGES.unplayable);
    const facts = { id: practice.id, version: practice.version, n: optionCount(props.data) };
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(practiceId, facts);
    return facts;
  }

  /**
   * Runs and their events, one statement (one transaction), each inserted only while its practice is at
   * the version it was checked at and inside `reachable`; each answered in its place (undefined: the
   * practice moved on).
   */
  async function insertRuns(runs: StoredRun[], reachable: SQL): Promise<(PracticeStat | undefined)[]> {
    const result = (await db.execute(sql`with input as (
        select * from jsonb_to_recordset(${JSON.stringify(runs)}::jsonb) as r(id uuid, user_id uuid,
          practice_id uuid, version text, total_attempts int, average_attempts real, first_try_correct_ones int,
          completed int, accuracy real, probability_of_knowing real, score real, actor_version text, events jsonb)
      ), stat as (
        insert into ${practiceStats} (id, user_id, practice_id, total_attempts, average_attempts,
          first_try_correct_ones, completed, accuracy, probability_of_knowing, score)
        select r.id, r.user_id, ${practices.id}, r.total_attempts, r.average_attempts, r.first_try_correct_ones,
          r.completed, r.accuracy, r.probability_of_knowing, r.score
        from input r join ${practices} on ${practices.id} = r.practice_id
        where ${version} = r.version and ${reachable}
          and (r.actor_version is null or ${actorVersionOf(sql`r.user_id`)} = r.actor_version)
        returning *
      ), attempts as (
        insert into ${practiceAttempts} (id, stat_id, user_id, practice_id, exercise_key, correct, attempt,
          elapsed_ms, created_at)
        select e.id, stat.id, stat.user_id, stat.practice_id, e.exercise_key, e.correct, e.attempt, e.elapsed_ms,
          stat.created_at
        from stat join input r on r.id = stat.id cross join jsonb_to_recordset(r.events)
          as e(id uuid, exercise_key text, correct boolean, attempt int, elapsed_ms int)
      )
      select id, user_id, practice_id, total_attempts, average_attempts, first_try_correct_ones, completed,
        accuracy, probability_of_knowing, score, to_char(created_at at time zone 'UTC', ${ISO}) as created_at
      from stat`)) as unknown as { rows: PracticeStat[] };
    const stored = new Map(result.rows.map((row) => [row.id, row]));
    return runs.map((run) => stored.get(run.id));
  }

  /** Runs of callers who may read every practice arrive together: one statement, one commit for them all. */
  const insertUnrestricted = createGroupWriter((runs: StoredRun[]) => insertRuns(runs, sql`true`));

  /** The run, checked and recomputed, with its events; undefined when the practice moved on. */
  async function insert(
    actor: Actor,
    grant: Grant,
    facts: PracticeFacts,
    body: RunBody,
  ): Promise<PracticeStat | undefined> {
    const checked = checkRun(body, facts.n);
    if (!checked.ok) throw new AppError(422, checked.issues);
    const run: StoredRun = {
      ...checked.score,
      id: newId(),
      user_id: actor.id,
      practice_id: facts.id,
      version: facts.version,
      actor_version: actor.verified ? null : actor.version,
      events: body.events.map((event) => ({ id: newId(), ...event })),
    };
    const reachable = grantCondition(grant, practiceAccessColumns);
    if (reachable === undefined) return insertUnrestricted(run);
    const [created] = await insertRuns([run], reachable);
    return created;
  }

  async function recordAs(actor: Actor, body: RunBody): Promise<PracticeStat> {
    const grant = authorizeCheckedWrite(actor, 'practice_stats', 'create', 'practices', 'read');
    if (body.user_id.toLowerCase() !== actor.id) throw forbidden(RECORD_MESSAGES.ownOnly);
    const practiceId = body.practice_id.toLowerCase();
    const known = remembered.get(practiceId);
    if (known) {
      // A refusal or a miss with what was remembered is decided again on the practice as it is now.
      try {
        const created = await insert(actor, grant, known, body);
        if (created) return created;
      } catch (error) {
        if (!(error instanceof AppError && error.status === 422)) throw error;
      }
      remembered.delete(practiceId);
    }
    // Once more if the practice was edited between the read and the insert (a deleted or hidden one
    // fails the read).
    for (let tries = 0; tries < 2; tries++) {
      const created = await insert(actor, grant, await readPractice(grant, practiceId), body);
      if (created) return created;
    }
    throw invalid(['body', 'practice_id'], RECORD_MESSAGES.practiceNotFound);
  }

  /**
   * The route may start from a cached caller (plugins/auth: 'checked-write'): each run's statement
   * inserts it only while the caller is at that caller's version. A refusal, or a run that found the
   * caller changed (and so nothing it could write), is decided again with the caller read afresh; at
   * the same version nothing changed (versions only move forward), so the refusal stands.
   */
  return async function record(actor: Actor, body: RunBody): Promise<PracticeStat> {
    if (actor.verified) return recordAs(actor, body);
    try {
      return await recordAs(actor, body);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const fresh = await actor.refresh();
      if (fresh.version === actor.version) throw error;
      return recordAs(fresh, body);
    }
  };
}
