// Tutors: public name, time zone, the languages they teach, weekly availability and blocked slots. A
// tutor record belongs to one user, whose tutor_id then points at it (DESIGN §3).
import { eq } from 'drizzle-orm';
import { Tutor, TutorCreateInput, TutorPatchInput } from '@charla/domain/tutors';
import { canAssignUserFields } from '@charla/domain/access';
import { forbidden } from '../../lib/errors';
import type { Db } from '../../db/client';
import { tutors, users } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import { defineResource } from '../../lib/resource';

export const tutorColumns = {
  id: tutors.id,
  user_id: tutors.user_id,
  public_name: tutors.public_name,
  email: users.email,
  timezone: tutors.timezone,
  languages: tutors.languages,
  availability: tutors.availability,
  blocked_slots: tutors.blocked_slots,
  created_at: tutors.created_at,
  updated_at: tutors.updated_at,
};

export const tutorList = {
  sortable: { public_name: tutors.public_name, created_at: tutors.created_at, id: tutors.id },
  defaultSort: { by: 'public_name', order: 1 as const },
  equality: { user_id: { column: tutors.user_id, kind: 'uuid' as const } },
  search: [tutors.public_name],
  tiebreak: tutors.id,
};

/** The tutor's projection: the record with the user's email. */
export const tutorFrom = (q: Queryable, columns: Record<string, unknown> = tutorColumns) =>
  q
    .select(columns as typeof tutorColumns)
    .from(tutors)
    .leftJoin(users, eq(users.id, tutors.user_id)) as never;

export function tutorResource(db: Db) {
  return defineResource<Tutor, TutorCreateInput, TutorPatchInput>(db, {
    path: '/tutors',
    resource: 'tutors',
    collection: 'tutors',
    table: tutors,
    columns: tutorColumns,
    from: tutorFrom,
    list: tutorList,
    notFoundMessage: 'Tutor no encontrado',
    contracts: { entity: Tutor, create: TutorCreateInput, update: TutorPatchInput },
    updateMethods: ['patch', 'put'],
    hooks: {
      // It sets the user's tutor_id, a protected field: only roles that may assign those create tutors.
      prepareCreate(actor, input) {
        if (!canAssignUserFields(actor.policy))
          throw forbidden('No tienes permiso para convertir a un usuario en tutor');
        return input;
      },
      // The user becomes this tutor: their tutor_id points at their own record.
      async afterCreate(tx, row) {
        await tx
          .update(users)
          .set({ tutor_id: row.id as string })
          .where(eq(users.id, row.user_id as string));
      },
    },
  });
}
