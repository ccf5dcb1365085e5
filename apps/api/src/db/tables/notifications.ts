// What people are told and how they want it (docs/decisions/024).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { sessions, users } from './people';

/**
 * What a person is told (docs/decisions/024): one row per person and event, shown in the in-app inbox
 * and, when they want it and SMTP is configured, emailed by a durable job. `dedupe_key` makes an event
 * told once even when several processes see it (a reminder: session, offset and start time).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The app path the item opens. */
    link: text('link').notNull(),
    session_id: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** What the email needs besides the text (the calendar event as it was when this was told). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupe_key: text('dedupe_key'),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** null: no email wanted or no SMTP; then pendiente → enviado, or fallido after the last retry. */
    email_status: text('email_status'),
    emailed_at: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('notifications_user_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    index('notifications_email_pending_idx')
      .on(t.created_at)
      .where(sql`${t.email_status} = 'pendiente'`),
    index('notifications_session_idx').on(t.session_id),
    uniqueIndex('notifications_dedupe_uidx').on(t.dedupe_key),
    check('notifications_email_status_check', sql`${t.email_status} in ('pendiente', 'enviado', 'fallido')`),
  ],
);

/**
 * A person's notification choices and their private calendar feed. No row means the defaults: every
 * kind by email, no feed. Only the feed token's SHA-256 is kept.
 */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Kinds this person does not want by email (in-app is always on), so a new kind starts on. */
  email_off: text('email_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  calendar_token_hash: text('calendar_token_hash').unique(),
  calendar_token_created_at: timestamp('calendar_token_created_at', { withTimezone: true, mode: 'date' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
