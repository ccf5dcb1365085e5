// Users: the rules beyond generic access control — object-property protection (DESIGN §5), the
// last administrator, password hashing.
import { count, eq } from 'drizzle-orm';
import { canAssignUserFields } from '@charla/domain/access';
import { ADMIN_ROLE_ID, STUDENT_ROLE_ID } from '@charla/domain/ids';
import {
  PROTECTED_USER_FIELDS, type User, type UserCreateInput, type UserPatchInput,
} from '@charla/domain/users';
import type { Actor } from '../../access/actor';
import { authorize } from '../../access/guard';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { LOCKS, lockFor, type Tx } from '../../db/tx';
import { createCrud } from '../../lib/crud';
import { conflict, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { userAccessColumns, userColumns, userList } from './columns';

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

export function createUserService(db: Db) {
  const crud = createCrud<User>(db, {
    collection: 'users',
    resource: 'users',
    table: users,
    columns: userColumns,
    accessColumns: userAccessColumns,
    list: userList,
    notFoundMessage: 'Usuario no encontrado',
  });

  return {
    list: crud.list,
    get: crud.get,

    async create(actor: Actor, input: UserCreateInput) {
      authorize(actor, 'users', 'create', 'users', 'create'); // before the costly hash
      const id = newId();
      if (changedProtectedFields(input).length > 0 && !canAssignUserFields(actor.policy)) {
        throw forbidden(ASSIGN_MESSAGE);
      }
      const { password, ...fields } = input;
      return crud.create(actor, {
        ...fields,
        id,
        role_id: input.role_id ?? STUDENT_ROLE_ID,
        password_hash: password ? await hashPassword(password) : null,
      });
    },

    async update(actor: Actor, id: string, input: UserPatchInput) {
      authorize(actor, 'users', 'patch', 'users', 'update'); // before the costly hash
      const { password, ...fields } = input;
      const password_hash = password ? await hashPassword(password) : undefined;
      return crud.update(actor, id, { ...fields, password_hash }, {
        async before(tx, current) {
          assertMayAssign(actor, id, changedProtectedFields(input, current));
          const demotes = current.role_id === ADMIN_ROLE_ID && input.role_id !== undefined && input.role_id !== ADMIN_ROLE_ID;
          if (demotes) await assertNotLastAdmin(tx);
        },
      });
    },

    async remove(actor: Actor, id: string) {
      await crud.remove(actor, id, {
        async before(tx, current) {
          if (current.role_id === ADMIN_ROLE_ID) await assertNotLastAdmin(tx);
        },
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
