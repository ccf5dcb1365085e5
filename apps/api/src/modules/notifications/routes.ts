// GET /notifications (paged, newest first), GET /notifications/unread_count, PATCH /notifications/{id}
// {read: true}, POST /notifications/read_all, GET/PUT /notification_settings. Each is the caller's own
// (config.own): any signed-in person, and only ever their own rows (docs/decisions/024 "Acceso").
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { itemResponse, listResponse } from '@charla/domain/http';
import {
  Notification,
  NotificationReadInput,
  NotificationSettings,
  NotificationSettingsInput,
  UnreadCount,
} from '@charla/domain/notifications';
import type { Db } from '../../db/client';
import { listClauses, listQuerySchema, listPage, type ListSpec } from '../../lib/list';
import { IdParams, requireId } from '../../lib/params';
import { replies, typed } from '../../lib/routing';
import { notifications } from '../../db/schema';
import { createNotificationService } from './service';

/** Only paging: the inbox is always newest first. */
const inboxList: ListSpec = {
  sortable: { created_at: notifications.created_at },
  defaultSort: { by: 'created_at', order: -1 },
  tiebreak: notifications.id,
};
const listShape = listQuerySchema(inboxList).shape;
const InboxQuery = z.object({ page_number: listShape.page_number!, page_size: listShape.page_size! });

const own = { own: true } as const;

export function notificationRoutes(app: FastifyInstance, db: Db, options: { emailAvailable: boolean }) {
  const api = typed(app);
  const service = createNotificationService(db, options);
  const tags = ['notifications'];

  api.get(
    '/notifications',
    { config: own, schema: { tags, querystring: InboxQuery, response: replies({ 200: listResponse(Notification) }) } },
    async (req) => {
      const clauses = listClauses(inboxList, req.query as { page_number?: number; page_size?: number }, (_, v) => v);
      const rows = await service.list(req.actor.id, clauses);
      return listPage(rows, clauses);
    },
  );

  api.get(
    '/notifications/unread_count',
    { config: own, schema: { tags, response: replies({ 200: itemResponse(UnreadCount) }) } },
    async (req) => ({ success: true as const, data: { unread: await service.unread(req.actor.id) } }),
  );

  api.patch(
    '/notifications/:id',
    {
      config: own,
      schema: {
        tags,
        params: IdParams,
        body: NotificationReadInput,
        response: replies({ 200: itemResponse(Notification) }),
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.markRead(req.actor.id, requireId(req.params.id)),
    }),
  );

  api.post(
    '/notifications/read_all',
    { config: own, schema: { tags, response: replies({ 200: itemResponse(UnreadCount) }) } },
    async (req) => ({ success: true as const, data: { unread: await service.readAll(req.actor.id) } }),
  );

  api.get(
    '/notification_settings',
    { config: own, schema: { tags, response: replies({ 200: itemResponse(NotificationSettings) }) } },
    async (req) => ({ success: true as const, data: await service.settings(req.actor.id) }),
  );

  api.put(
    '/notification_settings',
    {
      config: own,
      schema: { tags, body: NotificationSettingsInput, response: replies({ 200: itemResponse(NotificationSettings) }) },
    },
    async (req) => ({ success: true as const, data: await service.saveSettings(req.actor.id, req.body.email_off) }),
  );
}
