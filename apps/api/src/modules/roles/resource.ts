// Roles: permissions per resource and an optional user view (DESIGN §5).
import { ACTIONS, RESOURCES } from '@charla/domain/access';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { Role, RoleInput, RolePatchInput } from '@charla/domain/roles';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { defineResource } from '../../lib/resource';

const SYSTEM_ROLES = [ADMIN_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID, CONTENT_ROLE_ID];

/** The admin role keeps every permission and no view: otherwise the last admin could be demoted. */
function isFullAdmin(role: RoleInput): boolean {
  return (
    role.name === 'admin' &&
    role.user_view_id === null &&
    RESOURCES.every((resource) => ACTIONS.every((action) => role.permissions[resource]?.includes(action)))
  );
}

export const roleList = {
  sortable: { name: roles.name, created_at: roles.created_at, id: roles.id },
  defaultSort: { by: 'name', order: 1 as const },
  equality: { user_view_id: { column: roles.user_view_id, kind: 'uuid' as const } },
  search: [roles.name],
  tiebreak: roles.id,
};

export function roleResource(db: Db) {
  return defineResource<Role, RoleInput, RolePatchInput>(db, {
    path: '/roles',
    resource: 'roles',
    collection: 'roles',
    table: roles,
    columns: {
      id: roles.id,
      name: roles.name,
      description: roles.description,
      user_view_id: roles.user_view_id,
      permissions: roles.permissions,
      created_at: roles.created_at,
      updated_at: roles.updated_at,
    },
    list: roleList,
    notFoundMessage: 'Rol no encontrado',
    contracts: { entity: Role, create: RoleInput, update: RoleInput, patch: RolePatchInput },
    updateMethods: ['put', 'patch'],
    hooks: {
      beforeUpdate(_tx, current, input) {
        // The role as it will be: a PATCH keeps what it does not name.
        const next = { ...current, ...input } as RoleInput;
        if (current.id === ADMIN_ROLE_ID && !isFullAdmin(next)) {
          throw conflict(
            'El rol de administrador conserva todos los permisos y no puede cambiar de nombre ni tener vista',
          );
        }
      },
      beforeDelete(_tx, current) {
        if (SYSTEM_ROLES.includes(current.id as string)) throw conflict('Los roles del sistema no se pueden eliminar');
      },
    },
  });
}
