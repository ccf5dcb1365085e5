// A version per big table, moved forward by a statement trigger on every write to it (migration 0010):
// what is computed from a whole table (a list's page anchors, lib/list-anchors.ts) is valid while the
// version it was computed at is the one a statement sees.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
