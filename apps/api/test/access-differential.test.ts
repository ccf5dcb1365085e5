// The proof that the two halves of access control agree (DESIGN §5): for generated rows, callers
// and view filters, the rows the SQL compiler's condition selects in the real database are exactly
// the rows the pure evaluator accepts. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  COLLECTION_FIELDS,
  OPERATORS,
  collectionFieldKind,
  isCompatible,
  matchesAnyFilter,
  type AccessRow,
  type AccessUser,
  type FieldKind,
  type ViewFilter,
} from '@charla/domain/access';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { DERIVED_FIELDS } from '../src/access/derived';
import { compileGrants } from '../src/access/sql';
import type { Database } from '../src/db/client';
import { tutors, users } from '../src/db/schema';
import { seedSystem } from '../src/db/seed/system';
import {
  TABLES,
  WORLD_COLLECTIONS,
  caseArb,
  columnsOf,
  insertWorld,
  type World,
  type WorldCollection,
} from './access-world';
import { openTestDatabase } from './database';

/**
 * [seed, collation]: the first world runs on the database's own collation ("C" or "C.UTF-8" here),
 * the others after the text columns move to an ICU collation, as on a server created with a
 * linguistic locale: the compiler must not depend on the database's default ordering.
 */
const SEEDS: [number, string | null][] = [
  [20_240_611, null],
  [7, 'und-x-icu'],
  [424_242, 'und-x-icu'],
];
const TEXT_COLUMNS = {
  lessons: ['title', 'video_url'],
  plans: ['name', 'language'],
  users: ['name', 'email', 'phone'],
  seds: ['video_url', 'status'],
};

const query = async <T>(statement: SQL) => ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

async function useCollation(collation: string) {
  const [found] = await query<{ collname: string }>(
    sql`select collname from pg_collation where collname = ${collation}`,
  );
  expect(found?.collname).toBe(collation);
  const as = sql.raw(`"${collation}"`);
  for (const [table, columns] of Object.entries(TEXT_COLUMNS)) {
    for (const column of columns) {
      await database.db.execute(
        sql`alter table ${sql.identifier(table)} alter column ${sql.identifier(column)} type text collate ${as}`,
      );
    }
  }
  await database.db.execute(sql`alter table plans alter column sed_submission_days type text[] collate ${as}`);
  const [check] = await query<{ linguistic: boolean }>(sql`select 'a' < ('B' collate ${as}) as linguistic`);
  expect(check?.linguistic).toBe(true);
}
const RUNS_PER_COLLECTION = 400;

let database: Database;
const tutorIds = ['0190a5e0-0000-7000-8000-0000000000f1', '0190a5e0-0000-7000-8000-0000000000f2'];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedSystem(database.db);
  // Tutor records to point users.tutor_id at: each belongs to a user of its own.
  const owners = tutorIds.map((_, i) => ({
    id: `0190a5e0-0000-7000-8000-0000000000e${i + 1}`,
    name: `Tutor ${i + 1}`,
    email: `tutor${i + 1}@diferencial.test`,
    role_id: STUDENT_ROLE_ID,
  }));
  await database.db.insert(users).values(owners);
  await database.db
    .insert(tutors)
    .values(tutorIds.map((id, i) => ({ id, user_id: owners[i]!.id, public_name: `Tutor ${i + 1}` })));
});
afterAll(() => database?.close());

async function selectIds(collection: WorldCollection, filters: readonly ViewFilter[] | null, user: AccessUser) {
  const table = TABLES[collection] as PgTable & { id: (typeof users)['id'] };
  const condition = compileGrants(collection, filters, columnsOf(collection), user);
  const rows = await database.db.select({ id: table.id }).from(table).where(condition);
  return rows.map((row) => row.id).sort();
}

const evaluated = (world: World, collection: WorldCollection, filters: readonly ViewFilter[], user: AccessUser) =>
  world.rows[collection]
    .filter((row) => matchesAnyFilter(collection, filters, row, user))
    .map((row) => row.id as string)
    .sort();

/** Per kind and operator, how many single-filter cases selected some rows but not all. */
const discriminating = new Map<string, number>();
const stats = { cases: 0, nullUserValue: 0, nullRowMatches: 0 };

describe.each(SEEDS.map(([seed, collation], i) => [i + 1, seed, collation ?? 'default'] as const))(
  'world %i (seed %i, collation %s)',
  (_n, seed, collation) => {
    let world: World;
    beforeAll(async () => {
      if (collation !== 'default') await useCollation(collation);
      world = await insertWorld(database.db, seed, tutorIds);
    });

    it('reads back every generated value unchanged', () => {
      for (const collection of WORLD_COLLECTIONS) {
        const byId = new Map(world.rows[collection].map((row) => [row.id, row]));
        for (const row of world.inserted[collection]) {
          const stored = Object.keys(COLLECTION_FIELDS[collection]).filter((f) => !DERIVED_FIELDS[collection]?.[f]);
          const read = byId.get(row.id)!;
          expect(Object.fromEntries(stored.map((f) => [f, read[f]]))).toEqual(
            Object.fromEntries(stored.map((f) => [f, row[f]])),
          );
        }
      }
    });

    it("derived fields read the relations: a lesson's assigned users, an assignment's student's tutor", () => {
      const assigned = world.rows.assignments;
      for (const lesson of world.rows.lessons) {
        const expected = assigned.filter((a) => a.lesson_id === lesson.id).map((a) => a.user_id);
        expect([...(lesson.assigned_user_ids as string[])].sort()).toEqual([...expected].sort());
      }
      const tutorOf = new Map(world.rows.users.map((u) => [u.id, u.tutor_id]));
      for (const assignment of world.rows.assignments) {
        expect(assignment.student_tutor_id).toBe(tutorOf.get(assignment.user_id as string));
      }
    });

    it('a role without a view reaches every row; an empty grant list none', async () => {
      for (const collection of WORLD_COLLECTIONS) {
        const all = world.rows[collection].map((row) => row.id).sort();
        expect(await selectIds(collection, null, {})).toEqual(all);
        expect(await selectIds(collection, [], { id: all[0] as string })).toEqual([]);
        expect(evaluated(world, collection, [], { id: all[0] as string })).toEqual([]);
      }
    });

    it.each(WORLD_COLLECTIONS)('SQL and evaluator select the same %s rows', async (collection) => {
      const total = world.rows[collection].length;
      await fc.assert(
        fc.asyncProperty(caseArb(world, collection), async ({ user, filters }) => {
          const expected = evaluated(world, collection, filters, user);
          expect(await selectIds(collection, filters, user)).toEqual(expected);
          stats.cases++;
          const [only] = filters;
          const kind = only && collectionFieldKind(collection, only.collection_field);
          if (filters.length !== 1 || !only || !kind) return;
          if (user[only.user_field] === null || user[only.user_field] === undefined) stats.nullUserValue++;
          if (expected.length > 0 && expected.length < total) {
            const key = `${kind} ${only.operator}`;
            discriminating.set(key, (discriminating.get(key) ?? 0) + 1);
          }
          if (
            world.rows[collection].some(
              (row: AccessRow) => row[only.collection_field] === null && expected.includes(row.id as string),
            )
          ) {
            stats.nullRowMatches++;
          }
        }),
        { seed: seed + WORLD_COLLECTIONS.indexOf(collection), numRuns: RUNS_PER_COLLECTION },
      );
    });
  },
);

describe('coverage of the generated cases', () => {
  it('exercised every operator on every kind it applies to, with results that tell rows apart', () => {
    const kinds: FieldKind[] = ['uuid', 'text', 'int', 'text[]'];
    const expected = kinds.flatMap((kind) =>
      OPERATORS.filter((operator) => isCompatible(operator, kind, kind === 'text[]' ? 'text' : kind)).map(
        (operator) => `${kind} ${operator}`,
      ),
    );
    expect(expected).toHaveLength(30);
    expect(expected.filter((key) => !discriminating.has(key))).toEqual([]);
    expect(stats.cases).toBe(SEEDS.length * WORLD_COLLECTIONS.length * RUNS_PER_COLLECTION);
    expect(stats.nullUserValue).toBeGreaterThan(20);
    expect(stats.nullRowMatches).toBeGreaterThan(20);
  });
});
