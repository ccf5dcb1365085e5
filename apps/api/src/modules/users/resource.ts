// Users: the rules beyond generic access control — object-property protection (DESIGN §5), the
// last administrator, password hashing.
import { count, eq } from 'drizzle-orm';
import { canAssignUserFields } from '@charla/domain/access';
import { ADMIN_ROLE_ID, STUDENT_ROLE_ID } from '@charla/domain/ids';
import { PROTECTED_USER_FIELDS, User, UserCreateInput, UserPatchInput } from '@charla/domain/users';
import type { Actor } from '../../access/actor';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { LOCKS, lockFor, type Tx } from '../../db/tx';
import { conflict, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { defineResource } from '../../lib/resource';
import { userAccessColumns, userColumns, userFrom, userList } from './columns';

export const LAST_ADMIN_MESSAGE = 'No se puede eliminar ni degradar al último administrador';
const OWN_FIELDS_MESSAGE = 'No puedes cambiar tu propio rol, plan, tutor, nivel ni lección actual';
const ASSIGN_MESSAGE = 'No tienes permiso para asignar rol, plan, tutor, nivel o lección a un usuario';

/** Protected fields whose value the input would change (creating: set to other than the default). */
function changedProtectedFields(input: Partial<Record<string, unknown>>, current?: Record<string, unknown>) {
  return PROTECTED_USER_FIELDS.filter((field) => {
    const value = input[field];
    if (value === undefined) return false;
    if (!current) return !(value === null || (field === 'lesson_level' && value === 0));
    return value !== current[field];
  });
}

function assertMayAssign(actor: Actor, targetId: string, changed: readonly string[]) {
  if (changed.length === 0) return;
  if (targetId === actor.id) throw forbidden(OWN_FIELDS_MESSAGE);
  if (!canAssignUserFields(actor.policy)) throw forbidden(ASSIGN_MESSAGE);
}

/** Serialised by a lock so two admins removing each other at once cannot leave none. */
async function assertNotLastAdmin(tx: Tx) {
  await lockFor(tx, LOCKS.admins);
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role_id, ADMIN_ROLE_ID));
  if ((row?.n ?? 0) <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

export function userResource(db: Db) {
  return defineResource<User, UserCreateInput, UserPatchInput>(db, {
    path: '/users',
    resource: 'users',
    collection: 'users',
    table: users,
    columns: userColumns,
    from: userFrom,
    accessColumns: userAccessColumns,
    list: userList,
    notFoundMessage: 'Usuario no encontrado',
    contracts: { entity: User, create: UserCreateInput, update: UserPatchInput },
    updateMethods: ['patch', 'put'],
    hooks: {
      async prepareCreate(actor, input) {
        if (changedProtectedFields(input).length > 0 && !canAssignUserFields(actor.policy)) {
          throw forbidden(ASSIGN_MESSAGE);
        }
        const { password, ...fields } = input;
        return {
          ...fields,
          id: newId(),
          role_id: input.role_id ?? STUDENT_ROLE_ID,
          password_hash: password ? await hashPassword(password) : null,
        };
      },
      async prepareUpdate(_actor, input) {
        const { password, ...fields } = input;
        return { ...fields, password_hash: password ? await hashPassword(password) : undefined };
      },
      async beforeUpdate(tx, current, input, actor) {
        assertMayAssign(actor, current.id as string, changedProtectedFields(input, current));
        const demotes =
          current.role_id === ADMIN_ROLE_ID && input.role_id !== undefined && input.role_id !== ADMIN_ROLE_ID;
        if (demotes) await assertNotLastAdmin(tx);
      },
      async beforeDelete(tx, current) {
        if (current.role_id === ADMIN_ROLE_ID) await assertNotLastAdmin(tx);
      },
    },
  });
}
