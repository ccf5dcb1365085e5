// The caller's own inbox and choices (docs/decisions/024 "Bandeja", "Acceso"): every statement is
// narrowed to the caller's id, for every role — no permission reaches another person's notifications.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationSettings } from '@charla/domain/notifications';
import type { Db } from '../../db/client';
import { notifications, notificationSettings } from '../../db/schema';
import { notFound } from '../../lib/errors';

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

/** A row as the API answers it (instants become ISO text when serialised). */
export type NotificationRow = Omit<Notification, 'read_at' | 'created_at'> & {
  read_at: Date | null;
  created_at: Date;
};

export interface Page {
  limit: number;
  offset: number;
}

export function createNotificationService(db: Db, options: { emailAvailable: boolean }) {
  const mine = (userId: string) => eq(notifications.user_id, userId);

  async function unread(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(userId), isNull(notifications.read_at)));
    return row?.n ?? 0;
  }

  return {
    /** Newest first; the id breaks ties so pages never overlap. */
    async list(userId: string, page: Page): Promise<NotificationRow[]> {
      const rows = await db
        .select(notificationColumns)
        .from(notifications)
        .where(mine(userId))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows as NotificationRow[];
    },

    unread,

    /** Marks one of the caller's own as read; again is harmless (the first read time stays). */
    async markRead(userId: string, id: string): Promise<NotificationRow> {
      const [row] = await db
        .update(notifications)
        .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
        .where(and(eq(notifications.id, id), mine(userId)))
        .returning(notificationColumns);
      if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
      return row as NotificationRow;
    },

    /** Everything the caller has unread becomes read; answers what is unread now (0 unless one just came). */
    async readAll(userId: string): Promise<number> {
      await db
        .update(notifications)
        .set({ read_at: sql`now()` })
        .where(and(mine(userId), isNull(notifications.read_at)));
      return unread(userId);
    },

    async settings(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({
          email_off: notificationSettings.email_off,
          created: notificationSettings.calendar_token_created_at,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.user_id, userId));
      return {
        email_off: (row?.email_off ?? []) as NotificationSettings['email_off'],
        email_available: options.emailAvailable,
        calendar_feed_created_at: row?.created ? row.created.toISOString() : null,
      };
    },

    /** Saves which kinds the caller does not want by email (in-app is always on). */
    async saveSettings(userId: string, emailOff: string[]): Promise<NotificationSettings> {
      await db
        .insert(notificationSettings)
        .values({ user_id: userId, email_off: emailOff })
        .onConflictDoUpdate({ target: notificationSettings.user_id, set: { email_off: emailOff } });
      return this.settings(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
