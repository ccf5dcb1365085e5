// User views: named sets of row filters per collection, linked from roles (DESIGN §5).
import { UserView, UserViewInput, UserViewPatchInput } from '@charla/domain/roles';
import type { Db } from '../../db/client';
import { userViews } from '../../db/schema';
import { defineResource } from '../../lib/resource';

export const userViewList = {
  sortable: { name: userViews.name, created_at: userViews.created_at, id: userViews.id },
  defaultSort: { by: 'name', order: 1 as const },
  search: [userViews.name],
  tiebreak: userViews.id,
};

export function userViewResource(db: Db) {
  return defineResource(db, {
    path: '/user_views',
    resource: 'user_views',
    collection: 'user_views',
    table: userViews,
    columns: {
      id: userViews.id,
      name: userViews.name,
      description: userViews.description,
      views: userViews.views,
      created_at: userViews.created_at,
      updated_at: userViews.updated_at,
    },
    list: userViewList,
    notFoundMessage: 'Vista no encontrada',
    contracts: { entity: UserView, create: UserViewInput, update: UserViewInput, patch: UserViewPatchInput },
    updateMethods: ['put', 'patch'],
  });
}
