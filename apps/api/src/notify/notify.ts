// Telling people (docs/decisions/024): a notification row per person and event, stored inside the
// transaction that made the event happen, so it is told exactly when the change commits. In-app always;
// email is marked pending only when the server can email and the person did not turn that kind off.
// The caller hands the pending ids to the effects (the email jobs) after the commit, never inside it.
import { sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { NotificationKind } from '@charla/domain/notifications';
import { notifications, notificationSettings } from '../db/schema';
import type { Queryable } from '../db/tx';
import { newId } from '../lib/ids';

export interface NotificationItem {
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path the item opens (packages/domain routes). */
  link: string;
  session_id?: string;
  /** What an email needs besides the text (a session's calendar event as it was then). */
  data?: Record<string, unknown>;
  /** Told once: a second item with the same key is dropped (ON CONFLICT DO NOTHING). */
  dedupe_key?: string;
}

/**
 * Stores the items in `tx` and answers the ids whose email is pending. `emailAvailable`: SMTP is
 * configured (config.SMTP_URL); without it nothing is ever pending. `alongside`: the write the items tell
 * of, as a data-modifying CTE (`tx.$with(…).as(tx.insert(…))`), run in the same statement — one round
 * trip fewer inside the caller's transaction; it runs also when there is nothing to tell.
 */
export async function notify(
  tx: Queryable,
  items: NotificationItem[],
  emailAvailable: boolean,
  alongside?: WithSubquery,
): Promise<string[]> {
  if (items.length === 0) {
    if (alongside) await tx.with(alongside).select().from(alongside);
    return [];
  }
  // One statement for every item, the person's email choice read in it.
  const stored = await (alongside ? tx.with(alongside) : tx)
    .insert(notifications)
    .values(items.map((item) => ({ ...notificationRow(item), email_status: emailStatus(item, emailAvailable) })))
    .onConflictDoNothing({ target: notifications.dedupe_key })
    .returning({ id: notifications.id, email_status: notifications.email_status });
  return stored.filter((row) => row.email_status === 'pendiente').map((row) => row.id);
}

/** 'pendiente' when the server can email and the person did not turn this kind off (no row: all on). */
function emailStatus(item: NotificationItem, emailAvailable: boolean): SQL<string | null> | null {
  if (!emailAvailable) return null;
  return sql`case when exists (select 1 from ${notificationSettings} as s
      where s.user_id = ${item.user_id}::uuid and ${item.kind}::text = any(s.email_off)) then null
    else 'pendiente' end`;
}

/** The stored row of an item, a new id and nothing read or sent yet (the seed's past ones too). */
export function notificationRow(item: NotificationItem) {
  return {
    id: newId(),
    user_id: item.user_id,
    kind: item.kind,
    title: item.title,
    body: item.body,
    link: item.link,
    session_id: item.session_id ?? null,
    data: item.data ?? {},
    dedupe_key: item.dedupe_key ?? null,
  };
}
