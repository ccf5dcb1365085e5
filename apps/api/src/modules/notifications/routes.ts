// The inbox's own routes beside its resource (resource.ts: the list and marking one read):
// GET /notifications/unread_count, POST /notifications/read_all, GET/PUT /notification_settings. Each is
// the caller's own (config.own): any signed-in person, and only ever their own rows (decision 024 "Acceso").
import type { FastifyInstance } from 'fastify';
import { itemResponse } from '@charla/domain/http';
import { NotificationSettings, NotificationSettingsInput, UnreadCount } from '@charla/domain/notifications';
import type { Db } from '../../db/client';
import { replies, typed } from '../../lib/routing';
import { createNotificationService } from './service';

const own = { own: true } as const;

export function notificationRoutes(app: FastifyInstance, db: Db, options: { emailAvailable: boolean }) {
  const api = typed(app);
  const service = createNotificationService(db, options);
  const tags = ['notifications'];

  api.get(
    '/notifications/unread_count',
    {
      config: own,
      schema: {
        tags,
        operationId: 'notifications_unread_count',
        summary: 'Notificaciones: cuántas quedan sin leer',
        response: replies({ 200: itemResponse(UnreadCount) }),
      },
    },
    async (req) => ({ success: true as const, data: { unread: await service.unread(req.actor.id) } }),
  );

  api.post(
    '/notifications/read_all',
    {
      config: own,
      schema: {
        tags,
        operationId: 'notifications_read_all',
        summary: 'Notificaciones: marcar todas como leídas',
        response: replies({ 200: itemResponse(UnreadCount) }),
      },
    },
    async (req) => ({ success: true as const, data: { unread: await service.readAll(req.actor.id) } }),
  );

  api.get(
    '/notification_settings',
    {
      config: own,
      schema: {
        tags,
        operationId: 'notification_settings_read',
        summary: 'Notificaciones: las preferencias de correo de quien llama',
        response: replies({ 200: itemResponse(NotificationSettings) }),
      },
    },
    async (req) => ({ success: true as const, data: await service.settings(req.actor.id) }),
  );

  api.put(
    '/notification_settings',
    {
      config: own,
      schema: {
        tags,
        operationId: 'notification_settings_save',
        summary: 'Notificaciones: guardar las preferencias de correo',
        body: NotificationSettingsInput,
        response: replies({ 200: itemResponse(NotificationSettings) }),
      },
    },
    async (req) => ({ success: true as const, data: await service.saveSettings(req.actor.id, req.body.email_off) }),
  );
}
