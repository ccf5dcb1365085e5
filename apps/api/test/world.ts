// Fresh rows for tests that must not disturb each other: a small cast of people (two students with
// their own tutors, a tutor, another tutor, a content author, an admin), each with a plan of their own,
// the two tutor records, and a role, a plan and a view that nobody uses (the lessons, practices,
// homework and practice runs around the two students: learning-world.ts).
// Inserted directly, so a test of the API starts from known rows; plus helpers that read rows back
// exactly as stored.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import type { Db } from '../src/db/client';
import {
  assignments,
  lessonPractices,
  lessonSubmissions,
  lessons,
  plans,
  practiceAttempts,
  practiceStats,
  practices,
  roles,
  tutors,
  userViews,
  users,
} from '../src/db/schema';
import { newId } from '../src/lib/ids';

export const CAST = ['studentA', 'studentB', 'tutor', 'tutorB', 'content', 'admin'] as const;
export type CastMember = (typeof CAST)[number];

export interface CastPerson {
  id: string;
  name: string;
  email: string;
  role_id: string;
  plan_id: string | null;
  /** Their assigned tutor (students) or their own tutor record (tutors). */
  tutor_id: string | null;
}

export interface World {
  /** Lowercase letters only, unique per world: usable in role and view names. */
  tag: string;
  people: Record<CastMember, CastPerson>;
  /** tutorA belongs to `tutor` and teaches studentA; tutorB belongs to `tutorB` and teaches studentB. */
  tutors: { tutorA: { id: string; public_name: string }; tutorB: { id: string; public_name: string } };
  unused: {
    plan: { id: string; name: string };
    role: { id: string; name: string };
    view: { id: string; name: string };
  };
}

/** Random lowercase letters (role and view names allow nothing else). */
export function letters(length = 10): string {
  return Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

const ROLE_OF: Record<CastMember, string> = {
  studentA: STUDENT_ROLE_ID,
  studentB: STUDENT_ROLE_ID,
  tutor: TUTOR_ROLE_ID,
  tutorB: TUTOR_ROLE_ID,
  content: CONTENT_ROLE_ID,
  admin: ADMIN_ROLE_ID,
};

/** Everyone but tutorB gets a plan of their own, so "own plan" means something for every caller. */
const HAS_PLAN: Record<CastMember, boolean> = {
  studentA: true,
  studentB: true,
  tutor: true,
  tutorB: false,
  content: true,
  admin: true,
};

export async function createWorld(db: Db, passwordHash: string | null = null): Promise<World> {
  const tag = letters();
  const planIds = Object.fromEntries(CAST.map((member) => [member, HAS_PLAN[member] ? newId() : null])) as Record<
    CastMember,
    string | null
  >;
  const unusedPlan = { id: newId(), name: `Plan sin uso ${tag}` };
  await db.insert(plans).values([
    ...CAST.filter((member) => planIds[member]).map((member) => ({
      id: planIds[member]!,
      name: `Plan de ${member} ${tag}`,
      language: 'en',
      sed_submission_days: ['MONDAY'],
      maximum_reading_sessions: 2,
      maximum_speaking_sessions: 2,
      maximum_total_sessions: 4,
    })),
    { id: unusedPlan.id, name: unusedPlan.name },
  ]);

  const people = Object.fromEntries(
    CAST.map((member) => [
      member,
      {
        id: newId(),
        name: `Persona ${member} ${tag}`,
        email: `${member.toLowerCase()}-${tag}@charla.test`,
        role_id: ROLE_OF[member],
        plan_id: planIds[member],
        tutor_id: null as string | null,
      },
    ]),
  ) as Record<CastMember, CastPerson>;
  await db.insert(users).values(
    CAST.map((member) => ({
      ...people[member],
      phone: '+52 55 0000 0000',
      password_hash: passwordHash,
      tutor_id: null,
    })),
  );

  const tutorA = { id: newId(), public_name: `Tutor A ${tag}` };
  const tutorB = { id: newId(), public_name: `Tutor B ${tag}` };
  await db.insert(tutors).values([
    {
      id: tutorA.id,
      user_id: people.tutor.id,
      public_name: tutorA.public_name,
      // The cast's plans are English ones (decision 029: a student is offered tutors of their plan's language).
      languages: ['en'],
      availability: { MONDAY: [{ start_time: 9, end_time: 12 }] },
    },
    { id: tutorB.id, user_id: people.tutorB.id, public_name: tutorB.public_name, languages: ['en'] },
  ]);
  await db
    .update(users)
    .set({ tutor_id: tutorA.id })
    .where(inArray(users.id, [people.studentA.id, people.tutor.id]));
  await db
    .update(users)
    .set({ tutor_id: tutorB.id })
    .where(inArray(users.id, [people.studentB.id, people.tutorB.id]));
  people.studentA.tutor_id = tutorA.id;
  people.tutor.tutor_id = tutorA.id;
  people.studentB.tutor_id = tutorB.id;
  people.tutorB.tutor_id = tutorB.id;

  const view = { id: newId(), name: `vista_${tag}` };
  const role = { id: newId(), name: `rol_${tag}` };
  await db.insert(userViews).values({ ...view, views: { lessons: [] } });
  await db.insert(roles).values({ ...role, permissions: { lessons: ['read'] } });

  return { tag, people, tutors: { tutorA, tutorB }, unused: { plan: unusedPlan, role, view } };
}

export type Result<T> = { rows: T[] };

/** Rows of a raw statement, on PGlite and node-postgres alike. */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Result<T>).rows;
}

/** One row exactly as stored (every column, as PostgreSQL prints it), or null when it is gone. */
export async function storedRow(db: Db, table: PgTable, id: string): Promise<string | null> {
  const [row] = await query<{ row: string }>(
    db,
    sql`select row_to_json(x)::text as row from ${table} x where x.id = ${id}`,
  );
  return row?.row ?? null;
}

/** Every row of a table exactly as stored, in id order. */
export async function storedTable(db: Db, table: PgTable): Promise<string> {
  const [row] = await query<{ rows: string | null }>(
    db,
    sql`select string_agg(row_to_json(x)::text, e'\\n' order by x.id) as rows from ${table} x`,
  );
  return row?.rows ?? '';
}

/** The people tables (users, roles, plans, tutors, views) and the learning ones, exactly as stored. */
export async function storedState(db: Db): Promise<Record<string, string>> {
  const digest = (table: PgTable) =>
    sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`;
  const tables = {
    users,
    roles,
    plans,
    tutors,
    user_views: userViews,
    lessons,
    lesson_practices: lessonPractices,
    practices,
    assignments,
    lesson_submissions: lessonSubmissions,
    practice_stats: practiceStats,
    practice_attempts: practiceAttempts,
  };
  const columns = Object.entries(tables).map(([name, table]) => sql`${digest(table)} as ${sql.identifier(name)}`);
  const [row] = await query<Record<string, string | null>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}, (select count(*)::int from ${users}) as user_count`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, String(value)]));
}

export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
