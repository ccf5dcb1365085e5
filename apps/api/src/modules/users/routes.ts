import type { FastifyInstance } from 'fastify';
import { UserCreateInput, UserPatchInput } from '@charla/domain/users';
import { collectionRoutes } from '../../lib/crud-routes';
import { userList } from './columns';
import type { UserService } from './service';

export function userRoutes(app: FastifyInstance, users: UserService) {
  collectionRoutes(app, {
    path: '/users',
    resource: 'users',
    collection: 'users',
    tag: 'users',
    list: userList,
    service: users,
    createBody: UserCreateInput,
    updateBody: UserPatchInput,
    updateMethods: ['patch', 'put'],
  });
}
