// A version per big table, moved forward by a statement trigger on every write to it (migration 0010):
// what is computed from a whole table (a list's page anchors, lib/list-anchors.ts) is valid while the
// version it was computed at is the one a statement sees.
import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A version per student whose sessions these are (sessions.user_id), moved forward by every statement that
 * writes one of their sessions (migration 0018): a page of a student's own sessions is kept at it
 * (lib/owner-pages.ts).
 */
export const sessionOwnerVersions = pgTable('session_owner_versions', {
  user_id: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
