// The tutors a booking may use (DESIGN §6, docs/decisions/029): the caller's tutors grant applies to the
// choice too, and a student is offered only the tutors who teach their plan's language and have
// availability (isOfferedTo, @charla/domain/tutors) — in the booking screen's list and in the checks.
import { and, eq } from 'drizzle-orm';
import type { BookSessionInput } from '@charla/domain/booking';
import { ANY_TUTOR_ID } from '@charla/domain/tutors';
import type { Actor } from '../../access/actor';
import { authorize, grantCondition } from '../../access/guard';
import { accessColumnsFor } from '../../access/sql';
import { plans, tutors, users } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import { toSchedules } from './booking';

const tutorAccessColumns = accessColumnsFor('tutors', tutors);

/** A tutor as the booking rules read them: schedule, zone, names and languages. */
export const tutorScheduleColumns = {
  id: tutors.id,
  public_name: tutors.public_name,
  timezone: tutors.timezone,
  languages: tutors.languages,
  availability: tutors.availability,
  blocked_slots: tutors.blocked_slots,
};

/** The tutors inside the caller's tutors grant, as schedules with their names and languages; `chosen`: only it. */
export async function grantedTutors(q: Queryable, actor: Actor, chosen?: string) {
  const grant = authorize(actor, 'tutors', 'read', 'tutors', 'list');
  const rows = await q
    .select(tutorScheduleColumns)
    .from(tutors)
    .where(and(grantCondition(grant, tutorAccessColumns), chosen ? eq(tutors.id, chosen) : undefined))
    .orderBy(tutors.public_name, tutors.id);
  return toSchedules(rows);
}

export type GrantedTutor = Awaited<ReturnType<typeof grantedTutors>>[number];

/** The language of the student's plan; null without a plan (or without such a user). */
export async function planLanguageOf(q: Queryable, studentId: string): Promise<string | null> {
  const [row] = await q
    .select({ language: plans.language })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.plan_id))
    .where(eq(users.id, studentId));
  return row?.language ?? null;
}

/**
 * What a booking of `studentId`'s chooses from: the tutors this caller may book (a chosen tutor is the
 * only candidate, so only that one is read: planBooking answers 404 when it is not there, 422 when it
 * does not teach the plan's language) and that language.
 */
export async function bookableTutors(q: Queryable, actor: Actor, input: BookSessionInput, studentId: string) {
  const chosen = input.tutor_id && input.tutor_id !== ANY_TUTOR_ID ? input.tutor_id : undefined;
  return { tutors: await grantedTutors(q, actor, chosen), language: await planLanguageOf(q, studentId) };
}
