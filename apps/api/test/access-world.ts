// Generated data for the differential tests of access control: rows of real tables (with NULLs,
// empty strings, LIKE wildcards, backslashes, non-ASCII and astral characters), callers and view
// filters, all drawn by fast-check from a seed so a failure can be replayed.
import fc from 'fast-check';
import {
  COLLECTION_FIELDS,
  OPERATORS,
  USER_FIELD_NAMES,
  collectionFieldKind,
  isCompatible,
  type AccessRow,
  type AccessUser,
  type Collection,
  type FieldKind,
  type ViewFilter,
} from '@charla/domain/access';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { WEEKDAYS } from '@charla/domain/availability';
import type { PgTable } from 'drizzle-orm/pg-core';
import { accessColumnsFor, type ColumnMap } from '../src/access/sql';
import type { Db } from '../src/db/client';
import { assignments, lessons, plans, seds, users } from '../src/db/schema';

export const TABLES = { lessons, plans, users, seds, assignments } as const;
export type WorldCollection = keyof typeof TABLES;
export const WORLD_COLLECTIONS = Object.keys(TABLES) as WorldCollection[];
export const ROLE_IDS = [ADMIN_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID, CONTENT_ROLE_ID];

// Characters that break naive implementations: LIKE wildcards and escape, quotes and array-literal
// punctuation, case pairs, a combining accent, a non-BMP letter and emoji, the last BMP code point.
const CHARS = [
  'a',
  'b',
  'A',
  'B',
  ' ',
  '%',
  '_',
  '\\',
  '"',
  "'",
  '{',
  '}',
  ',',
  'é',
  'e',
  '\u0301',
  'ñ',
  'ß',
  'Z',
  '~',
  '😀',
  '𝔸',
  '\uffff',
];
const noNul = (s: string) => !s.includes('\u0000');

export const textArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: fc.constantFrom(...CHARS), maxLength: 4 }) },
  // Any code point but NUL; fast-check never produces lone surrogates for this unit.
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }).filter(noNul) },
  { weight: 1, arbitrary: fc.constantFrom(...WEEKDAYS) },
);
const small = fc.integer({ min: 0, max: 6 });
const lowerUuid = fc.uuid().map((id) => id.toLowerCase());

let emailCounter = 0;

export interface World {
  /** Every row of each table, as read back from the database. */
  rows: Record<WorldCollection, AccessRow[]>;
  /** The rows this world inserted, as generated. */
  inserted: Record<WorldCollection, AccessRow[]>;
  uuids: string[];
  texts: string[];
  /** Elements of text[] rows, so membership tests hit. */
  elements: string[];
  ints: number[];
}

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });

/** `n` generated rows with distinct ids. */
function rowsWithIds<T extends object>(n: number, row: fc.Arbitrary<T>, seed: number): (T & { id: string })[] {
  const [rowIds, rows] = sample(
    fc.tuple(fc.uniqueArray(lowerUuid, { minLength: n, maxLength: n }), fc.array(row, { minLength: n, maxLength: n })),
    seed,
  );
  return rows.map((r, i) => ({ ...r, id: rowIds[i]! }));
}

/**
 * Inserts one world of generated rows (lessons, plans, users referring to them and to `tutorIds`,
 * seds of those users) and reads every row of those tables back as the evaluator will see them.
 */
export async function insertWorld(db: Db, seed: number, tutorIds: string[]): Promise<World> {
  const lessonRows = rowsWithIds(20, fc.record({ title: textArb, video_url: maybe(textArb) }), seed);
  const planRows = rowsWithIds(
    25,
    fc.record({
      name: textArb,
      language: fc.constantFrom('en', 'es', 'fr'),
      sed_submission_days: fc.array(
        fc.oneof({ weight: 5, arbitrary: textArb }, { weight: 1, arbitrary: fc.constant(null) }),
        { maxLength: 4 },
      ),
      maximum_reading_sessions: small,
      maximum_speaking_sessions: small,
      maximum_total_sessions: small,
    }),
    seed + 1,
  );
  const userRows = rowsWithIds(
    45,
    fc.record({
      name: textArb,
      email: textArb,
      phone: textArb,
      lesson_level: small,
      role_id: fc.constantFrom(...ROLE_IDS),
      plan_id: maybe(fc.constantFrom(...planRows.map((p) => p.id))),
      current_lesson_id: maybe(fc.constantFrom(...lessonRows.map((l) => l.id))),
      tutor_id: maybe(fc.constantFrom(...tutorIds)),
    }),
    seed + 2,
  )
    // lower(email) is unique: a counter after the last '#' keeps generated emails apart.
    .map((row) => ({ ...row, email: `${row.email}#${++emailCounter}` }));
  const sedRows = rowsWithIds(
    35,
    fc.record({
      user_id: fc.constantFrom(...userRows.map((u) => u.id)),
      video_url: textArb,
      status: fc.constantFrom('pendiente', 'procesando', 'listo', 'fallido'),
      total_words: maybe(small),
    }),
    seed + 3,
  ).map((row) => ({ ...row, audio_file: 'audio.webm' }));

  // Assignments give the derived fields their values: a lesson's assigned users, a student's tutor.
  const assignmentRows = rowsWithIds(
    40,
    fc.record({
      lesson_id: fc.constantFrom(...lessonRows.map((l) => l.id)),
      user_id: fc.constantFrom(...userRows.map((u) => u.id)),
      assigned_by: maybe(fc.constantFrom(...userRows.map((u) => u.id))),
    }),
    seed + 4,
  );

  await db.insert(lessons).values(lessonRows);
  // text[] columns hold NULL elements too; the schema's type leaves them out.
  await db.insert(plans).values(planRows as (typeof plans.$inferInsert)[]);
  await db.insert(users).values(userRows);
  await db.insert(seds).values(sedRows);
  await db.insert(assignments).values(assignmentRows);

  const rows = {} as World['rows'];
  for (const collection of WORLD_COLLECTIONS) rows[collection] = await readRows(db, collection);
  const values = WORLD_COLLECTIONS.flatMap((collection) =>
    rows[collection].flatMap((row) =>
      Object.entries(COLLECTION_FIELDS[collection]).flatMap(([field, kind]) => ({ kind, value: row[field] })),
    ),
  );
  const pick = (kind: FieldKind) =>
    [...new Set(values.filter((v) => v.kind === kind).flatMap((v) => v.value))].filter(
      (v) => v !== null && v !== undefined,
    );
  return {
    rows,
    inserted: { lessons: lessonRows, plans: planRows, users: userRows, seds: sedRows, assignments: assignmentRows },
    uuids: [...pick('uuid'), ...pick('uuid[]'), ...ROLE_IDS] as string[],
    texts: [...pick('text'), ...pick('text[]')] as string[],
    elements: pick('text[]') as string[],
    ints: pick('int') as number[],
  };
}

export function columnsOf(collection: WorldCollection): ColumnMap {
  return accessColumnsFor(collection, TABLES[collection] as PgTable);
}

/** Every row of the table, projected on its filterable fields, as the database returns them. */
async function readRows(db: Db, collection: WorldCollection): Promise<AccessRow[]> {
  return db.select(columnsOf(collection)).from(TABLES[collection] as PgTable) as Promise<AccessRow[]>;
}

/** A caller: each field null, undefined, a value some row holds (or a piece of one), or a fresh one. */
export function userArb(world: World): fc.Arbitrary<AccessUser> {
  const uuid = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 6, arbitrary: fc.constantFrom(...world.uuids) },
    // PostgreSQL reads a uuid in capitals as the same uuid.
    { weight: 1, arbitrary: fc.constantFrom(...world.uuids).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: lowerUuid },
  );
  const piece = fc.constantFrom(...world.texts).chain((text) => {
    const points = Array.from(text);
    return fc
      .tuple(fc.nat(points.length), fc.nat(points.length))
      .map(([a, b]) => points.slice(Math.min(a, b), Math.max(a, b)).join(''));
  });
  const text = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: fc.constantFrom(...world.texts) },
    { weight: 2, arbitrary: fc.constantFrom(...world.elements) },
    { weight: 3, arbitrary: piece },
    { weight: 3, arbitrary: textArb },
  );
  const int = fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.constantFrom(...world.ints) },
    { weight: 2, arbitrary: fc.integer({ min: -1, max: 8 }) },
  );
  const byKind: Partial<Record<FieldKind, fc.Arbitrary<unknown>>> = { uuid, text, int };
  const shape = Object.fromEntries(USER_FIELD_NAMES.map((field) => [field, byKind[userKindOf(field)]!]));
  // Now and then a field is missing altogether (undefined).
  return fc.record(shape, {
    requiredKeys: USER_FIELD_NAMES.filter((f) => f !== 'tutor_id' && f !== 'lesson_level'),
  }) as fc.Arbitrary<AccessUser>;
}

function userKindOf(field: string): FieldKind {
  return field === 'lesson_level' ? 'int' : ['name', 'email', 'phone'].includes(field) ? 'text' : 'uuid';
}

/** Mostly meaningful filters (compatible kinds), some that must fail closed. */
export function filtersArb(collection: Collection): fc.Arbitrary<ViewFilter[]> {
  const fields = Object.keys(COLLECTION_FIELDS[collection]);
  const compatible = fields.flatMap((field) =>
    OPERATORS.flatMap((operator) =>
      USER_FIELD_NAMES.filter((userField) =>
        isCompatible(operator, kindOf(collection, field), userKindOf(userField)),
      ).map((userField) => ({ collection_field: field, operator, user_field: userField })),
    ),
  );
  const anything = fc.record({
    collection_field: fc.constantFrom(...fields, '__proto__', 'constructor', 'toString', 'password_hash', 'created_at'),
    operator: fc.constantFrom<string>(...OPERATORS, '$regex', 'constructor', '__proto__'),
    user_field: fc.constantFrom<string>(...USER_FIELD_NAMES, '__proto__', 'constructor', 'password_hash'),
  });
  // Field first, so the one text[] field is drawn as often as any other.
  const meaningful = fc
    .constantFrom(...fields)
    .chain((field) => fc.constantFrom(...compatible.filter((f) => f.collection_field === field)));
  const filter = fc
    .oneof({ weight: 9, arbitrary: meaningful }, { weight: 1, arbitrary: anything })
    .map((f) => ({ operations: ['list'], ...f }) as ViewFilter);
  return fc.oneof(
    { weight: 6, arbitrary: filter.map((f) => [f]) },
    { weight: 3, arbitrary: fc.array(filter, { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant<ViewFilter[]>([]) },
  );
}

/**
 * A caller and their grants. Half the time the caller's value for the first filter is aimed at a
 * row of the collection (its value, an element of its array, a piece of its text), so equality and
 * membership select some rows and not others.
 */
export function caseArb(world: World, collection: WorldCollection) {
  const rows = world.rows[collection];
  return fc
    .record({
      user: userArb(world),
      filters: filtersArb(collection),
      aim: fc.option(fc.tuple(fc.nat(rows.length - 1), fc.nat(), fc.nat()), { nil: null, freq: 2 }),
    })
    .map(({ user, filters, aim }) => {
      const [first] = filters;
      const kind = first && collectionFieldKind(collection, first.collection_field);
      if (!aim || !first || !kind || !isCompatible(first.operator, kind, userKindOf(first.user_field)))
        return { user, filters };
      const [index, a, b] = aim;
      const value = rows[index]![first.collection_field];
      let aimed: unknown = value;
      if (Array.isArray(value)) aimed = value.length > 0 ? value[a % value.length] : null;
      else if (kind === 'text' && typeof value === 'string' && a % 2 === 0) {
        const points = Array.from(value);
        const [from, to] = [a % (points.length + 1), b % (points.length + 1)].sort((x, y) => x - y);
        aimed = points.slice(from, to).join('');
      }
      return { user: { ...user, [first.user_field]: aimed ?? null } as AccessUser, filters };
    });
}

function kindOf(collection: Collection, field: string): FieldKind {
  return (COLLECTION_FIELDS[collection] as Record<string, FieldKind>)[field]!;
}
