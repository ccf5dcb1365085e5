// Tutors: public name, time zone, weekly availability and blocked slots. A tutor record belongs to
// one user, whose tutor_id then points at it (DESIGN §3).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TutorCreateInput, TutorPatchInput, type Tutor } from '@charla/domain/tutors';
import { canAssignUserFields } from '@charla/domain/access';
import type { Actor } from '../../access/actor';
import { forbidden } from '../../lib/errors';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { tutors, users } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import { createCrud } from '../../lib/crud';
import { collectionRoutes } from '../../lib/crud-routes';

export const tutorColumns = {
  id: tutors.id,
  user_id: tutors.user_id,
  public_name: tutors.public_name,
  email: users.email,
  timezone: tutors.timezone,
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

export function createTutorCrud(db: Db) {
  return createCrud<Tutor>(db, {
    collection: 'tutors',
    resource: 'tutors',
    table: tutors,
    columns: tutorColumns,
    from: (q: Queryable) => q.select(tutorColumns).from(tutors).leftJoin(users, eq(users.id, tutors.user_id)) as never,
    accessColumns: accessColumnsFor('tutors', tutors),
    list: tutorList,
    notFoundMessage: 'Tutor no encontrado',
  });
}

export function tutorRoutes(app: FastifyInstance, db: Db) {
  const crud = createTutorCrud(db);
  collectionRoutes(app, {
    path: '/tutors',
    resource: 'tutors',
    collection: 'tutors',
    tag: 'tutors',
    list: tutorList,
    createBody: TutorCreateInput,
    updateBody: TutorPatchInput,
    updateMethods: ['patch', 'put'],
    service: {
      list: crud.list,
      get: crud.get,
      // The user becomes this tutor: their tutor_id points at their own record.
      // It sets the user's tutor_id, a protected field: only roles that may assign those create tutors.
      create: (actor: Actor, input: TutorCreateInput) => {
        if (!canAssignUserFields(actor.policy)) throw forbidden('No tienes permiso para convertir a un usuario en tutor');
        return crud.create(actor, input, async (tx, row) => {
          await tx.update(users).set({ tutor_id: row.id as string }).where(eq(users.id, input.user_id));
        });
      },
      update: (actor: Actor, id: string, input: TutorPatchInput) => crud.update(actor, id, input),
      remove: crud.remove,
    },
  });
}
