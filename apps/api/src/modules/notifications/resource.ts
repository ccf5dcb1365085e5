// The caller's inbox as a resource (docs/decisions/024 "Bandeja", "Acceso"): GET /notifications (paged,
// newest first) and PATCH /notifications/{id} {read: true}. Owned by the caller: any signed-in person,
// their own notices alone — no permission reaches another person's.
import { sql } from 'drizzle-orm';
import { Notification, NotificationReadInput } from '@charla/domain/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { ListSpec } from '../../lib/list';
import { defineResource } from '../../lib/resource';

export const NOTIFICATION_NOT_FOUND = 'Aviso no encontrado';

const notificationColumns = {
  id: notifications.id,
  user_id: notifications.user_id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  session_id: notifications.session_id,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
};

/** Only paging: the inbox is always newest first; the id breaks ties so pages never overlap. */
const inboxList: ListSpec = {
  sortable: { created_at: notifications.created_at },
  defaultSort: { by: 'created_at', order: -1 },
  tiebreak: notifications.id,
};

export function notificationResource(db: Db) {
  return defineResource<Notification, never, { read: true }>(db, {
    path: '/notifications',
    ownedBy: notifications.user_id,
    tag: 'notifications',
    label: 'Notificaciones',
    table: notifications,
    columns: notificationColumns,
    list: inboxList,
    notFoundMessage: NOTIFICATION_NOT_FOUND,
    operations: ['list', 'update'],
    contracts: { entity: Notification, update: NotificationReadInput },
    updateMethods: ['patch'],
    // Marking read again is harmless: the first read time stays.
    hooks: { prepareUpdate: () => ({ read_at: sql`coalesce(${notifications.read_at}, now())` }) },
  });
}
