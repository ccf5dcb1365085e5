// How many live sessions each tutor has in each display-zone month, kept by statement triggers on
// sessions (migration 0011), so the fair 'Any' order reads a few counters instead of counting a
// month of sessions per candidate. Each writing backend adds to its own shard (pg_backend_pid() % 16):
// bookings of one tutor at different times do not queue on one counter row.
import { bigint, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tutorMonthLoad = pgTable(
  'tutor_month_load',
  {
    tutor_id: uuid('tutor_id').notNull(),
    /** The month's first instant in the display zone, as displayMonthOf gives it. */
    month_start: timestamp('month_start', { withTimezone: true, mode: 'date' }).notNull(),
    shard: smallint('shard').notNull(),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tutor_id, t.month_start, t.shard] })],
);

/**
 * A version per tutor and shard, moved forward in the writing transaction by every statement that
 * changes a tutor's booked times (the same triggers, migration 0012). The versions of all shards name
 * one state of the tutor's bookings: blocked_slots computes its booked part once per change of them.
 */
export const tutorBookedVersions = pgTable(
  'tutor_booked_versions',
  {
    tutor_id: uuid('tutor_id').notNull(),
    shard: smallint('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tutor_id, t.shard] })],
);
