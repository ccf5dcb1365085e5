// The tutors a booking may use (DESIGN §6): the caller's tutors grant applies to the choice too.
import { and, eq } from 'drizzle-orm';
import type { BookSessionInput } from '@charla/domain/booking';
import { ANY_TUTOR_ID } from '@charla/domain/tutors';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { tutors } from '../../db/schema';
import { toSchedules } from './booking';

const tutorAccessColumns = accessColumnsFor('tutors', tutors);

/**
 * The tutors this caller may book, as schedules: their tutors grant applies to the choice too. A chosen
 * tutor is the only candidate, so only that one is read (planBooking answers 404 when it is not there).
 */
export async function bookableTutors(db: Db, actor: Actor, input: BookSessionInput) {
  const grant = authorize(actor, 'tutors', 'read', 'tutors', 'list');
  const chosen = input.tutor_id && input.tutor_id !== ANY_TUTOR_ID ? input.tutor_id : undefined;
  const rows = await db
    .select({
      id: tutors.id,
      timezone: tutors.timezone,
      availability: tutors.availability,
      blocked_slots: tutors.blocked_slots,
    })
    .from(tutors)
    .where(and(grantCondition(grant, tutorAccessColumns), chosen ? eq(tutors.id, chosen) : undefined));
  return toSchedules(rows);
}
