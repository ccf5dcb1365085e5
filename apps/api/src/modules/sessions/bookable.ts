// The tutors a booking may use (DESIGN §6): the caller's tutors grant applies to the choice too.
import { and, eq, sql } from 'drizzle-orm';
import type { BookSessionInput, TutorSchedule } from '@charla/domain/booking';
import { ANY_TUTOR_ID } from '@charla/domain/tutors';
import type { Actor } from '../../access/actor';
import { authorize, authorizeCheckedWrite, type Grant } from '../../access/guard';
import {
  accessColumnsFor,
  bindPlaceholders,
  compileGrants,
  grantShape,
  placeholderValues,
  statementValues,
} from '../../access/sql';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/statements';
import { tutors } from '../../db/schema';
import { createSharedPages } from '../../lib/shared-pages';
import { toSchedules, TUTORS_VERSION } from './booking';

const tutorAccessColumns = accessColumnsFor('tutors', tutors);

export function createBookableTutors(db: Db) {
  /** The tutors this caller may book: their tutors grant applies to the choice too. */
  async function bookableTutors(actor: Actor, input: BookSessionInput) {
    return (await readBookable(actor, input, authorize(actor, 'tutors', 'read', 'tutors', 'list'))).tutors;
  }

  /** The chosen tutor, or undefined for 'Any'. */
  const chosenTutor = (input: BookSessionInput) =>
    input.tutor_id && input.tutor_id !== ANY_TUTOR_ID ? input.tutor_id : undefined;

  async function readBookable(actor: Actor, input: BookSessionInput, grant: Grant) {
    // A chosen tutor is the only candidate: read that one (planBooking answers 404 when it is not there).
    const wanted = chosenTutor(input);
    const rows = (await preparedBookable(actor, grant.filters, wanted !== undefined).execute(
      statementValues(placeholderValues(actor.user), { tutor_id: wanted }),
    )) as (Parameters<typeof toSchedules>[0][number] & { tutors_version: string | null })[];
    return { tutors: toSchedules(rows), version: rows[0]?.tutors_version ?? null };
  }

  /**
   * The tutors an unrestricted caller may book are the same for everyone: a new booking starts from the
   * ones kept at a version of the tutors table, which its precheck confirms in its own snapshot — one
   * round trip fewer per attempt (decision 013). Any other grant reads them for each booking.
   */
  const keptTutors = createSharedPages(['tutors']);

  /** A new booking's tutors; its caller may be cached (refuseEarly confirms it in the same snapshot). */
  async function keptBookable(actor: Actor, input: BookSessionInput, { reread = false } = {}) {
    const grant = authorizeCheckedWrite(actor, 'tutors', 'read', 'tutors', 'list');
    const key = chosenTutor(input) ?? ANY_TUTOR_ID;
    const kept = grant.filters === null && !reread ? keptTutors.get(key) : undefined;
    if (kept) return { tutors: kept.rows as TutorSchedule[], keptVersion: kept.version };
    const read = await readBookable(actor, input, grant);
    if (grant.filters === null && read.version !== null) keptTutors.keep(key, read.version, read.tutors);
    return { tutors: read.tutors, keptVersion: undefined };
  }

  /** bookableTutors' read, one statement per grant shape, shared by concurrent bookings. */
  const preparedBookable = (actor: Actor, filters: Grant['filters'], chosen: boolean) =>
    preparedStatement(db, 'bookable_tutors', `${grantShape(filters, actor.user)}|${chosen ? 'one' : 'all'}`, () =>
      db
        .select({
          id: tutors.id,
          timezone: tutors.timezone,
          availability: tutors.availability,
          blocked_slots: tutors.blocked_slots,
          tutors_version: TUTORS_VERSION,
        })
        .from(tutors)
        .where(
          and(
            compileGrants('tutors', filters, tutorAccessColumns, actor.user, bindPlaceholders),
            chosen ? eq(tutors.id, sql`${sql.placeholder('tutor_id')}::uuid`) : undefined,
          ),
        ),
    );

  return { bookableTutors, keptBookable };
}
