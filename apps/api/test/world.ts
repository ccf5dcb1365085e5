// Fresh rows for tests that must not disturb each other: a small cast of people (two students with
// their own tutors, a tutor, another tutor, a content author, an admin), each with a plan of their own,
// the two tutor records, and a role, a plan and a view that nobody uses; on request, the lessons,
// practices, assignments, recordings and practice runs around the two students (addLessonsAndHomework).
// Inserted directly, so a test of the API starts from known rows; plus helpers that read rows back
// exactly as stored.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
import type { AudioStorage } from '../src/storage/storage';

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
      availability: { MONDAY: [{ start_time: 9, end_time: 12 }] },
    },
    { id: tutorB.id, user_id: people.tutorB.id, public_name: tutorB.public_name },
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

export interface Named {
  id: string;
  title: string;
}

/** One student's homework: an open assignment of their lesson, and a completed one with its recording. */
export interface Homework {
  open: string;
  done: string;
  /** The recording of `done`: its lesson_submissions row and storage key. */
  submission: { id: string; audio_file: string };
}

type Student = 'studentA' | 'studentB';

/** The rows around the two students that addLessonsAndHomework inserts. */
export interface Learning {
  /** `linked` is linked by student A's lesson; `unused` by no lesson. */
  practices: { linked: Named; unused: Named };
  /** Each student's lesson (their current one, of both their assignments) and a lesson nobody has. */
  lessons: Record<Student | 'unused', Named>;
  assignments: Record<Student, Homework>;
  /** A practice run of each student on the linked practice (one attempt event each). */
  runs: Record<Student, string>;
  /** The bytes stored for each recording (when a store was given). */
  recording: Buffer;
}

export type LearningWorld = World & { learning: Learning };

/** A fill-in-the-blank practice's props (one exercise): a valid practice of every contract. */
export const PRACTICE_PROPS = {
  practice_type: 'fill-in-the-blank',
  exercises: [{ hint: 'to be', sentence: 'She <blank> happy.', answer: 'is' }],
};
export const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * Lessons, practices and homework for a world: student A's lesson links the `linked` practice; each
 * student has an open and a completed assignment of their own lesson (the completed one with tutor
 * feedback and a recording), that lesson as their current one, and a run of the linked practice.
 * With a store, each recording's bytes are stored under its key, so it can be played.
 */
export async function addLessonsAndHomework(db: Db, w: World, storage?: AudioStorage): Promise<LearningWorld> {
  const named = (title: string): Named => ({ id: newId(), title: `${title} ${w.tag}` });
  const practiceRows = { linked: named('Práctica enlazada'), unused: named('Práctica sin lección') };
  await db.insert(practices).values(
    Object.values(practiceRows).map((row) => ({
      ...row,
      instructions: 'Completa la oración',
      props: PRACTICE_PROPS,
    })),
  );
  const lessonRows = {
    studentA: named('Lección de A'),
    studentB: named('Lección de B'),
    unused: named('Lección sin asignar'),
  };
  await db
    .insert(lessons)
    .values(Object.values(lessonRows).map((row) => ({ ...row, video_url: VIDEO, task: 'Lee y grábate', notes: null })));
  await db
    .insert(lessonPractices)
    .values({ lesson_id: lessonRows.studentA.id, practice_id: practiceRows.linked.id, position: 0 });

  const recording = randomBytes(4096);
  const homework = {} as Record<Student, Homework>;
  const runs = {} as Record<Student, string>;
  for (const student of ['studentA', 'studentB'] as const) {
    const person = w.people[student];
    const lessonId = lessonRows[student].id;
    const assignedBy = student === 'studentA' ? w.people.tutor.id : w.people.tutorB.id;
    const [done, open] = [newId(), newId()];
    // The open one is the newer: it is the current lesson's assignment.
    await db.insert(assignments).values([
      {
        id: done,
        lesson_id: lessonId,
        user_id: person.id,
        assigned_by: assignedBy,
        completed_at: new Date(Date.now() - 60_000),
        feedback: 'Muy bien',
        created_at: new Date(Date.now() - 120_000),
      },
      { id: open, lesson_id: lessonId, user_id: person.id, assigned_by: assignedBy },
    ]);
    const submission = { id: newId(), audio_file: '' };
    submission.audio_file = `submissions/${submission.id}.webm`;
    await db.insert(lessonSubmissions).values({
      ...submission,
      assignment_id: done,
      user_id: person.id,
      audio_seconds: 3,
    });
    if (storage) {
      const temp = storage.tempPath('.webm');
      await mkdir(path.dirname(temp), { recursive: true });
      await writeFile(temp, recording);
      await storage.putFile(submission.audio_file, temp);
    }
    await db.update(users).set({ current_lesson_id: lessonId }).where(eq(users.id, person.id));
    homework[student] = { open, done, submission };

    runs[student] = newId();
    await db.insert(practiceStats).values({
      id: runs[student],
      user_id: person.id,
      practice_id: practiceRows.linked.id,
      total_attempts: 2,
      average_attempts: 2,
      first_try_correct_ones: 0,
      completed: 1,
      accuracy: 0,
      probability_of_knowing: 0.01,
      score: 0,
    });
    await db.insert(practiceAttempts).values([
      {
        id: newId(),
        stat_id: runs[student],
        user_id: person.id,
        practice_id: practiceRows.linked.id,
        exercise_key: 'She <blank> happy.',
        correct: false,
        attempt: 1,
        elapsed_ms: 900,
      },
    ]);
  }
  return {
    ...w,
    learning: { practices: practiceRows, lessons: lessonRows, assignments: homework, runs, recording },
  };
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
