// POST /practice_stats (docs/decisions/020): the caller's own run on a practice they may read, checked and
// recomputed with the practice's option count, stored with its attempt events in one transaction. The
// practice is read under a share lock, so an edit waits until the run checked against it is stored.
import { and, eq } from 'drizzle-orm';
import { PracticeProps, type PracticeStat, type PracticeStatsInput } from '@charla/domain/practices';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import type { Db } from '../../db/client';
import { practiceAttempts, practiceStats, practices } from '../../db/schema';
import { AppError, forbidden, invalid } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkRun } from './check';
import { practiceAccessColumns, statColumns } from './columns';

export const RECORD_MESSAGES = {
  ownOnly: 'Solo puedes registrar tus propias prácticas',
  practiceNotFound: 'La práctica no existe',
  unplayable: 'La práctica no tiene un tipo que se pueda jugar',
} as const;

/** The body after validation (PracticeStatsInput's output: events defaulted to []). */
export type RunBody = Omit<PracticeStatsInput, 'events'> & { events: NonNullable<PracticeStatsInput['events']> };

export function createRunRecorder(db: Db) {
  return async function record(actor: Actor, body: RunBody): Promise<PracticeStat> {
    const grant = authorize(actor, 'practice_stats', 'create', 'practices', 'read');
    if (body.user_id.toLowerCase() !== actor.id) throw forbidden(RECORD_MESSAGES.ownOnly);
    const practiceId = body.practice_id.toLowerCase();
    const stored = await db.transaction(async (tx) => {
      const [practice] = await tx
        .select({ id: practices.id, props: practices.props })
        .from(practices)
        .where(and(eq(practices.id, practiceId), grantCondition(grant, practiceAccessColumns)))
        .for('share');
      if (!practice) throw invalid(['body', 'practice_id'], RECORD_MESSAGES.practiceNotFound);
      const props = PracticeProps.safeParse(practice.props);
      if (!props.success) throw invalid(['body', 'practice_id'], RECORD_MESSAGES.unplayable);
      const checked = checkRun(body, props.data);
      if (!checked.ok) throw new AppError(422, checked.issues);
      const [stat] = await tx
        .insert(practiceStats)
        .values({ ...checked.score, id: newId(), user_id: actor.id, practice_id: practice.id })
        .returning(statColumns);
      if (body.events.length > 0) {
        await tx.insert(practiceAttempts).values(
          body.events.map((event) => ({
            ...event,
            id: newId(),
            stat_id: stat!.id,
            user_id: actor.id,
            practice_id: practice.id,
            created_at: stat!.created_at,
          })),
        );
      }
      return stat!;
    });
    return stored as unknown as PracticeStat;
  };
}
