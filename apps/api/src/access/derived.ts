// Derived filterable fields (COLLECTION_FIELDS): values a row reaches through its relations, read in
// the very statement being guarded. They let view filters say "the students of the caller's tutor
// record" or "lessons assigned to the caller" without copying data into the rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Collection } from '@charla/domain/access';

/**
 * The outer row's column, always qualified: drizzle leaves columns unqualified in single-table
 * statements, and inside a subquery an unqualified name would bind to the inner table.
 */
const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** The tutor of the row's student (`users.tutor_id` of `row.user_id`). */
const studentTutorOf = (table: string) =>
  sql`(select derived_u.tutor_id from users derived_u where derived_u.id = ${outer(table, 'user_id')})`;

export const DERIVED_FIELDS: Partial<Record<Collection, Record<string, SQL>>> = {
  assignments: { student_tutor_id: studentTutorOf('assignments') },
  lesson_submissions: { student_tutor_id: studentTutorOf('lesson_submissions') },
  lessons: {
    assigned_user_ids: sql`array(select derived_a.user_id from assignments derived_a where derived_a.lesson_id = ${outer('lessons', 'id')})`,
  },
};
