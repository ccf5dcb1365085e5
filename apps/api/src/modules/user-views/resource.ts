// User views: named sets of row filters per collection, linked from roles (DESIGN §5).
import type { FastifyInstance } from 'fastify';
import { UserViewInput, UserViewPatchInput, type UserView } from '@charla/domain/roles';
import type { Actor, PolicyCache } from '../../access/actor';
import { accessColumnsFor } from '../../access/sql';
import type { Db } from '../../db/client';
import { userViews } from '../../db/schema';
import { createCrud } from '../../lib/crud';
import { collectionRoutes } from '../../lib/crud-routes';

export const userViewList = {
  sortable: { name: userViews.name, created_at: userViews.created_at, id: userViews.id },
  defaultSort: { by: 'name', order: 1 as const },
  search: [userViews.name],
  tiebreak: userViews.id,
};

export function userViewRoutes(app: FastifyInstance, db: Db, policyCache: PolicyCache) {
  const crud = createCrud<UserView>(db, {
    collection: 'user_views',
    resource: 'user_views',
    table: userViews,
    columns: {
      id: userViews.id, name: userViews.name, description: userViews.description, views: userViews.views,
      created_at: userViews.created_at, updated_at: userViews.updated_at,
    },
    accessColumns: accessColumnsFor('user_views', userViews),
    list: userViewList,
    notFoundMessage: 'Vista no encontrada',
  });
  const changed = <T>(result: T) => {
    policyCache.clear();
    return result;
  };

  collectionRoutes(app, {
    path: '/user_views',
    resource: 'user_views',
    collection: 'user_views',
    tag: 'user_views',
    list: userViewList,
    createBody: UserViewInput,
    updateBody: UserViewInput,
    patchBody: UserViewPatchInput,
    updateMethods: ['put', 'patch'],
    service: {
      list: crud.list,
      get: crud.get,
      create: (actor: Actor, input: UserViewInput) => crud.create(actor, input).then(changed),
      update: (actor: Actor, id: string, input: UserViewPatchInput) => crud.update(actor, id, input).then(changed),
      remove: (actor: Actor, id: string) => crud.remove(actor, id).then(changed),
    },
  });
}
