// Roles: permissions per resource and an optional user view (DESIGN §5).
import type { FastifyInstance } from 'fastify';
import { ACTIONS, RESOURCES } from '@charla/domain/access';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { RoleInput, RolePatchInput, type Role } from '@charla/domain/roles';
import type { Actor } from '../../access/actor';
import type { PolicyCache } from '../../access/actor';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { createCrud } from '../../lib/crud';
import { collectionRoutes } from '../../lib/crud-routes';
import { conflict } from '../../lib/errors';

const SYSTEM_ROLES = [ADMIN_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID, CONTENT_ROLE_ID];

/** The admin role keeps every permission and no view: otherwise the last admin could be demoted. */
function isFullAdmin(role: RoleInput): boolean {
  return role.name === 'admin' && role.user_view_id === null
    && RESOURCES.every((resource) => ACTIONS.every((action) => role.permissions[resource]?.includes(action)));
}

export const roleList = {
  sortable: { name: roles.name, created_at: roles.created_at, id: roles.id },
  defaultSort: { by: 'name', order: 1 as const },
  equality: { user_view_id: { column: roles.user_view_id, kind: 'uuid' as const } },
  search: [roles.name],
  tiebreak: roles.id,
};

export function roleRoutes(app: FastifyInstance, db: Db, policyCache: PolicyCache) {
  const crud = createCrud<Role>(db, {
    collection: 'roles',
    resource: 'roles',
    table: roles,
    columns: {
      id: roles.id, name: roles.name, description: roles.description, user_view_id: roles.user_view_id,
      permissions: roles.permissions, created_at: roles.created_at, updated_at: roles.updated_at,
    },
    accessColumns: accessColumnsFor('roles', roles),
    list: roleList,
    notFoundMessage: 'Rol no encontrado',
  });

  const changed = <T>(result: T) => {
    policyCache.clear();
    return result;
  };

  collectionRoutes(app, {
    path: '/roles',
    resource: 'roles',
    collection: 'roles',
    tag: 'roles',
    list: roleList,
    createBody: RoleInput,
    updateBody: RoleInput,
    patchBody: RolePatchInput,
    updateMethods: ['put', 'patch'],
    service: {
      list: crud.list,
      get: crud.get,
      create: (actor: Actor, input: RoleInput) => crud.create(actor, input).then(changed),
      update: (actor: Actor, id: string, input: RolePatchInput) =>
        crud.update(actor, id, input, {
          before(_tx, current) {
            // The role as it will be: a PATCH keeps what it does not name.
            const next = { ...current, ...input } as RoleInput;
            if (id === ADMIN_ROLE_ID && !isFullAdmin(next)) {
              throw conflict('El rol de administrador conserva todos los permisos y no puede cambiar de nombre ni tener vista');
            }
          },
        }).then(changed),
      remove: (actor: Actor, id: string) =>
        crud.remove(actor, id, {
          before() {
            if (SYSTEM_ROLES.includes(id)) throw conflict('Los roles del sistema no se pueden eliminar');
          },
        }).then(changed),
    },
  });
}
