// The caller's own inbox and choices (docs/decisions/024 "Bandeja", "Acceso"): every statement is
// narrowed to the caller's id, for every role — no permission reaches another person's notifications.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationSettings } from '@charla/domain/notifications';
import type { Db } from '../../db/client';
import { notifications, notificationSettings } from '../../db/schema';

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
    unread,

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
