// The rows each cell of the authorization matrix touches (the `Target` legend of authz-matrix.ts), per
// collection: which row a caller's "own", "another", "student", "unused", "linked" or "new" names, how
// an unpaged list is asked for it, the bodies of a create and an update, and the row as stored together
// with what hangs off it (a lesson's links, an assignment's recording and its student's current
// lesson), so authz-matrix.test.ts can tell "changed or gone" from "byte-for-byte the same".
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ADMIN_ROLE_ID,
  CONTENT_ROLE_ID,
  CONTENT_VIEW_ID,
  STUDENT_ROLE_ID,
  STUDENT_VIEW_ID,
  TUTOR_ROLE_ID,
  TUTOR_VIEW_ID,
} from '@charla/domain/ids';
import { scorePractice } from '@charla/domain/practices';
import type { Db } from '../src/db/client';
import { plans, roles, tutors, userViews, users } from '../src/db/schema';
import type { Caller, MatrixLine } from './authz-matrix';
import type { LearningWorld } from './learning-world';
import { learningRows } from './authz-rows-learning';
import { query, storedRow, type CastMember } from './world';

/** Whose row "own" and "another" name, per caller (the legend in authz-matrix.ts). */
export const SELF: Record<Caller, CastMember> = {
  anonymous: 'studentA',
  studentA: 'studentA',
  studentB: 'studentB',
  tutor: 'tutor',
  content: 'content',
  admin: 'admin',
};
export const ANOTHER: Record<Caller, CastMember> = {
  anonymous: 'studentB',
  studentA: 'studentB',
  studentB: 'studentA',
  tutor: 'studentB',
  content: 'studentA',
  admin: 'studentA',
};
const VIEW_OF_ROLE: Record<string, string | null> = {
  [ADMIN_ROLE_ID]: null,
  [STUDENT_ROLE_ID]: STUDENT_VIEW_ID,
  [TUTOR_ROLE_ID]: TUTOR_VIEW_ID,
  [CONTENT_ROLE_ID]: CONTENT_VIEW_ID,
};
const studentLike = (caller: Caller) => caller === 'anonymous' || caller === 'studentA' || caller === 'studentB';
export const isStudent = (member: CastMember): member is 'studentA' | 'studentB' =>
  member === 'studentA' || member === 'studentB';

/** How an unpaged list is asked for a row, and the field of its items that names it. */
export interface ListLookup {
  query: string;
  field: string;
  value: string;
}

/** What a create sends, the column and value its new row is found by, and rows a refusal must not touch. */
export interface CreateCase {
  body: object;
  key: [AnyPgColumn, string];
  /** Other rows it may change only when it succeeds (table, id). */
  related?: [PgTable, string][];
}

export interface Rows {
  table: PgTable & { id: AnyPgColumn };
  /** The id of the row a cell touches, or nothing when the caller has no such row (an n/a cell). */
  targetId(line: MatrixLine, caller: Caller, w: LearningWorld): string | null | undefined;
  list(id: string, w: LearningWorld, path: string): Promise<ListLookup>;
  /** A visible change, the rest as it is (PUT sends the whole record). */
  updateBody(method: 'PUT' | 'PATCH', id: string, w: LearningWorld): Promise<object>;
  createBody(line: MatrixLine, caller: Caller, w: LearningWorld): CreateCase;
  /** The row as stored, with what hangs off it; null once it is gone. */
  snapshot(id: string): Promise<string | null>;
}

export type Collection =
  'users' | 'plans' | 'roles' | 'user_views' | 'tutors' | 'lessons' | 'practices' | 'assignments' | 'practice_stats';

/** The person a cell's target names, for the rows that belong to a person. */
export function targetPerson(line: MatrixLine, caller: Caller): CastMember | undefined {
  switch (line.target) {
    case 'own':
      return SELF[caller];
    case 'another':
      return ANOTHER[caller];
    case 'student':
      return 'studentA';
    default:
      return undefined;
  }
}

/** A run as the player sends it: one exercise, right at the first try. */
export function runBody(userId: string, practiceId: string) {
  const score = scorePractice({ completed: 1, total_attempts: 1, first_try_correct_ones: 1 }, undefined);
  return {
    user_id: userId,
    practice_id: practiceId,
    ...score,
    events: [{ exercise_key: 'She <blank> happy.', correct: true, attempt: 1, elapsed_ms: 1200 }],
  };
}

/** What every collection's rows use: a row as stored, a search for it, a body that can't be sent. */
export function rowHelpers(db: Db) {
  async function one<T>(statement: ReturnType<typeof sql>): Promise<T | undefined> {
    return (await query<T>(db, statement))[0];
  }
  const current = async (table: PgTable & { id: AnyPgColumn }, id: string): Promise<any> => {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return row;
  };
  /** A list searched (`q`) for the row's value of `column`. */
  const search = (column: AnyPgColumn) => async (id: string) => {
    const row = await one<{ value: string }>(sql`select ${column} as value from ${column.table} where id = ${id}`);
    return { query: `q=${encodeURIComponent(row!.value)}`, field: 'id', value: id };
  };
  const plain = (table: PgTable) => (id: string) => storedRow(db, table, id);
  const noUpdate = async (): Promise<object> => {
    throw new Error('no update');
  };
  const changed = (w: LearningWorld) => `cambiado ${w.tag}`;
  return { one, current, search, plain, noUpdate, changed };
}

export type RowHelpers = ReturnType<typeof rowHelpers>;

export function rowsFor(db: Db): Record<Collection, Rows> {
  const helpers = rowHelpers(db);
  const { current, search, plain, changed } = helpers;
  const people: Record<'users' | 'plans' | 'roles' | 'user_views' | 'tutors', Rows> = {
    users: {
      table: users,
      targetId: (line, caller, w) => {
        const person = targetPerson(line, caller);
        return person ? w.people[person].id : undefined;
      },
      list: search(users.email),
      async updateBody(method, id, w) {
        const row = await current(users, id);
        return method === 'PATCH'
          ? { name: `Nombre ${changed(w)}` }
          : { name: `Nombre ${changed(w)}`, email: row.email, phone: '+52 55 9999 9999' };
      },
      createBody(_line, _caller, w) {
        const email = `nueva-${w.tag}@ejemplo.com`;
        return { body: { name: 'Persona Nueva', email, phone: '555 0101' }, key: [users.email, email] };
      },
      snapshot: plain(users),
    },
    plans: {
      table: plans,
      targetId: (line, caller, w) =>
        line.target === 'own'
          ? w.people[SELF[caller]].plan_id
          : line.target === 'another'
            ? w.people[ANOTHER[caller]].plan_id
            : line.target === 'unused'
              ? w.unused.plan.id
              : undefined,
      list: search(plans.name),
      updateBody: async (method, _id, w) =>
        method === 'PATCH'
          ? { name: `Plan ${changed(w)}` }
          : {
              name: `Plan ${changed(w)}`,
              language: 'es',
              sed_submission_days: ['FRIDAY'],
              maximum_reading_sessions: 1,
              maximum_speaking_sessions: 1,
              maximum_total_sessions: 2,
            },
      createBody(_line, _caller, w) {
        const name = `Plan nuevo ${w.tag}`;
        return { body: { name, language: 'fr', sed_submission_days: ['TUESDAY'] }, key: [plans.name, name] };
      },
      snapshot: plain(plans),
    },
    roles: {
      table: roles,
      targetId: (line, caller, w) =>
        line.target === 'own'
          ? w.people[SELF[caller]].role_id
          : line.target === 'another'
            ? studentLike(caller)
              ? TUTOR_ROLE_ID
              : STUDENT_ROLE_ID
            : line.target === 'unused'
              ? w.unused.role.id
              : undefined,
      list: search(roles.name),
      async updateBody(method, id, w) {
        const row = await current(roles, id);
        return method === 'PATCH'
          ? { description: `Descripción ${changed(w)}` }
          : {
              name: row.name,
              description: `Descripción ${changed(w)}`,
              user_view_id: row.user_view_id,
              permissions: row.permissions,
            };
      },
      createBody(_line, _caller, w) {
        const name = `nuevo_${w.tag}`;
        return { body: { name, permissions: { lessons: ['read'] } }, key: [roles.name, name] };
      },
      snapshot: plain(roles),
    },
    user_views: {
      table: userViews,
      targetId: (line, caller, w) =>
        line.target === 'own'
          ? VIEW_OF_ROLE[w.people[SELF[caller]].role_id]
          : line.target === 'another'
            ? studentLike(caller)
              ? TUTOR_VIEW_ID
              : STUDENT_VIEW_ID
            : line.target === 'unused'
              ? w.unused.view.id
              : undefined,
      list: search(userViews.name),
      async updateBody(method, id, w) {
        const row = await current(userViews, id);
        return method === 'PATCH'
          ? { description: `Descripción ${changed(w)}` }
          : { name: row.name, description: `Descripción ${changed(w)}`, views: row.views };
      },
      createBody(_line, _caller, w) {
        const name = `nueva_${w.tag}`;
        return { body: { name, views: { lessons: [] } }, key: [userViews.name, name] };
      },
      snapshot: plain(userViews),
    },
    tutors: {
      table: tutors,
      targetId: (line, caller, w) =>
        line.target === 'own'
          ? SELF[caller] === 'tutor' || caller === 'anonymous'
            ? w.tutors.tutorA.id
            : null
          : line.target === 'another'
            ? w.tutors.tutorB.id
            : undefined,
      list: search(tutors.public_name),
      updateBody: async (method, _id, w) =>
        method === 'PATCH'
          ? { public_name: `Tutor ${changed(w)}` }
          : {
              public_name: `Tutor ${changed(w)}`,
              timezone: 'America/Mexico_City',
              availability: { TUESDAY: [{ start_time: 10, end_time: 11 }] },
              blocked_slots: [],
            },
      createBody(line, caller, w) {
        const owner = line.target === 'own' ? w.people[SELF[caller]] : w.people[ANOTHER[caller]];
        return {
          body: { user_id: owner.id, public_name: `Tutor nuevo ${w.tag}` },
          key: [tutors.user_id, owner.id],
          related: [[users, owner.id]],
        };
      },
      snapshot: plain(tutors),
    },
  };

  return { ...people, ...learningRows(db, helpers) };
}
