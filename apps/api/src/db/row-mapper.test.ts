// The compiled row mapper against drizzle's own mapping, on rows as each database sends them: every
// kind of value the reads select (uuids, text, jsonb, instants as Dates and as ISO text, arrays,
// counts mapped to numbers, booleans, aliased expressions, nulls from outer joins).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { withIsoInstants } from '../lib/instants';
import type { Database } from './client';
import { compileRowMapper } from './row-mapper';
import { plans, practices, sessions, tutors, users } from './schema';
import { seedDatabase } from './seed/index';
import { preparedStatement } from './statements';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { demo: true, now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => database.close());

/** A session with both names, as the sessions module reads it (db/ does not import modules). */
const sessionColumns = {
  id: sessions.id,
  user_id: sessions.user_id,
  meeting_time: sessions.meeting_time,
  cancelled_at: sessions.cancelled_at,
  cancel_notice_hours: sql<number>`coalesce(${plans.cancel_notice_hours}, 0)`.as('cancel_notice_hours'),
  created_at: sessions.created_at,
  tutor_name: tutors.public_name,
  student_name: users.name,
};

describe('compiled row mapper', () => {
  const reads = () => {
    const db = database.db;
    const sessionsWith = (columns: typeof sessionColumns) =>
      db
        .select(columns)
        .from(sessions)
        .innerJoin(tutors, eq(tutors.id, sessions.tutor_id))
        .innerJoin(users, eq(users.id, sessions.user_id))
        .leftJoin(plans, eq(plans.id, users.plan_id));
    return {
      'sessions with both names (Dates, an aliased expression)': () => sessionsWith(sessionColumns),
      'sessions with ISO instants': () => sessionsWith(withIsoInstants(sessionColumns)),
      'tutors (jsonb)': () =>
        db
          .select({
            id: tutors.id,
            availability: tutors.availability,
            blocked_slots: tutors.blocked_slots,
            timezone: tutors.timezone,
          })
          .from(tutors),
      'users with an outer join and computed values': () =>
        db
          .select({
            id: users.id,
            name: users.name,
            plan: plans.name,
            limit: plans.maximum_total_sessions,
            sessions: sql<number>`(select count(*) from ${sessions} where ${sessions.user_id} = ${users.id})`.mapWith(
              Number,
            ),
            has_sessions: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.user_id} = ${users.id})`,
            ids: sql<string[]>`array(select s.id::text from ${sessions} as s where s.user_id = ${users.id})`,
          })
          .from(users)
          .leftJoin(plans, eq(plans.id, users.plan_id)),
      'practices (jsonb props, instants)': () => db.select().from(practices),
    };
  };

  it('gives every read the rows drizzle gives it', async () => {
    for (const [name, build] of Object.entries(reads())) {
      const prepared = preparedStatement(database.db, 'test_row_mapper', name, build) as unknown as {
        customResultMapper?: unknown;
        execute(): Promise<unknown[]>;
      };
      expect(prepared.customResultMapper, name).toBeTypeOf('function');
      const expected = await build();
      expect(expected.length, name).toBeGreaterThan(0);
      expect(await prepared.execute(), name).toEqual(expected);
    }
  });

  it('leaves nested selections and unsafe keys to drizzle', () => {
    expect(compileRowMapper([{ path: ['a', 'b'], field: users.id }])).toBeUndefined();
    expect(compileRowMapper([{ path: ['__proto__'], field: users.id }])).toBeUndefined();
    expect(compileRowMapper([{ path: ['a'], field: {} }])).toBeUndefined();
    expect(compileRowMapper([])).toBeUndefined();
  });

  it('writes each key once, the last value winning, as drizzle does', () => {
    const mapper = compileRowMapper([
      { path: ['a'], field: users.id },
      { path: ['b'], field: sql`1`.mapWith(Number) },
      { path: ['a'], field: users.name },
    ])!;
    expect(mapper([['x', '2', 'y']])).toEqual([{ a: 'y', b: 2 }]);
    expect(Object.keys(mapper([['x', null, 'y']])[0]!)).toEqual(['a', 'b']);
  });
});
