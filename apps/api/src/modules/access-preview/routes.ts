// POST /api/access_preview (issue 11, "Ver como…"). Who may ask: a caller whose role may change roles
// and views (`roles: patch`, `user_views: patch`), read users (`users: read`), and has no user view at
// all — an unrestricted, admin-like caller. The preview names rows of every collection for any user, so
// a caller narrowed by a view could otherwise learn of rows their own view hides: they get 403, as
// does every role without those permissions. The route declares `roles: patch` (checked before the
// body is read), and its own preValidation the rest, so the body of a refused caller is never validated. Each preview is logged (who, as whom, with a draft or not).
import type { FastifyInstance } from 'fastify';
import { AccessPreview, AccessPreviewInput, hasPermission, type Policy } from '@charla/domain/access';
import { itemResponse } from '@charla/domain/http';
import { createActorLoader } from '../../access/actor';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { errorReplies } from '../../lib/route-docs';
import { replies, typed } from '../../lib/routing';
import { createAccessPreview } from './preview';

export const PREVIEW_FORBIDDEN = 'Solo un administrador sin vista de usuario puede ver el acceso de otros usuarios';

/** Unrestricted and allowed to change roles and views: the only callers the preview answers. */
export function mayPreview(policy: Policy): boolean {
  return (
    policy.views === null &&
    hasPermission(policy, 'roles', 'patch') &&
    hasPermission(policy, 'user_views', 'patch') &&
    hasPermission(policy, 'users', 'read')
  );
}

export function accessPreviewRoutes(app: FastifyInstance, db: Db) {
  const preview = createAccessPreview(db, createActorLoader(db));
  typed(app).post(
    '/access_preview',
    {
      config: { access: { resource: 'roles', action: 'patch', collection: 'roles', operation: 'update' } },
      // The whole rule, before the body is validated: a caller who may never preview learns nothing of it.
      preValidation: async (req) => {
        if (!mayPreview(req.actor.policy)) throw forbidden(PREVIEW_FORBIDDEN);
      },
      schema: {
        tags: ['roles'],
        operationId: 'access_preview',
        summary: 'Ver como…: el acceso de un usuario',
        description:
          'Ver como…: lo que un usuario alcanza en cada colección con su rol y vista guardados o con un borrador (solo lectura).',
        body: AccessPreviewInput,
        // 404: the user to preview does not exist.
        response: replies({ 200: itemResponse(AccessPreview), ...errorReplies(404) }),
      },
    },
    async (req) => {
      const result = await preview(req.body);
      req.log.info(
        { access_preview: { by: req.actor.id, as: result.user.id, draft: result.draft } },
        'vista previa de acceso',
      );
      return { success: true as const, data: result };
    },
  );
}
