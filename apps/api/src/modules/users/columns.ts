import { eq } from 'drizzle-orm';
import { lessons, users } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import { accessColumnsFor, type ColumnMap } from '../../access/sql';
import type { ListSpec } from '../../lib/list';

/** What the API shows of a user: everything but the password hash. */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role_id: users.role_id,
  plan_id: users.plan_id,
  lesson_level: users.lesson_level,
  current_lesson_id: users.current_lesson_id,
  current_lesson_title: lessons.title,
  tutor_id: users.tutor_id,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

/** The projection's join: the current lesson's title (a primary-key lookup per row). */
export const userFrom = (q: Queryable, columns: Record<string, unknown> = userColumns) =>
  q
    .select(columns as typeof userColumns)
    .from(users)
    .leftJoin(lessons, eq(lessons.id, users.current_lesson_id)) as never;

/** View filters may name these fields (COLLECTION_FIELDS.users). */
export const userAccessColumns: ColumnMap = accessColumnsFor('users', users);

export const userList: ListSpec = {
  sortable: {
    name: users.name,
    email: users.email,
    lesson_level: users.lesson_level,
    created_at: users.created_at,
    id: users.id,
  },
  defaultSort: { by: 'created_at', order: 1 },
  equality: {
    role_id: { column: users.role_id, kind: 'uuid' },
    plan_id: { column: users.plan_id, kind: 'uuid' },
    tutor_id: { column: users.tutor_id, kind: 'uuid' },
    current_lesson_id: { column: users.current_lesson_id, kind: 'uuid' },
    lesson_level: { column: users.lesson_level, kind: 'int' },
  },
  ranges: { created_at: users.created_at },
  search: [users.name, users.email],
  tiebreak: users.id,
};
