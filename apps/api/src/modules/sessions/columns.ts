import { eq, sql } from 'drizzle-orm';
import { accessColumnsFor } from '../../access/sql';
import { plans, sessions, tutors, users } from '../../db/schema';
import type { Queryable } from '../../db/tx';
import type { ListSpec } from '../../lib/list';

/** A session as the API shows it, with both parties' names (cards show the tutor, tutors the student). */
export const sessionColumns = {
  id: sessions.id,
  user_id: sessions.user_id,
  tutor_id: sessions.tutor_id,
  type: sessions.type,
  meeting_time: sessions.meeting_time,
  meeting_url: sessions.meeting_url,
  estado: sessions.estado,
  cancelled_at: sessions.cancelled_at,
  cancel_reason: sessions.cancel_reason,
  cancel_notice_hours: sql<number>`coalesce(${plans.cancel_notice_hours}, 0)`.as('cancel_notice_hours'),
  feedback: sessions.feedback,
  series_id: sessions.series_id,
  attendance: sessions.attendance,
  created_at: sessions.created_at,
  updated_at: sessions.updated_at,
  tutor_name: tutors.public_name,
  student_name: users.name,
};

export const sessionFrom = (q: Queryable, columns: Record<string, unknown> = sessionColumns) =>
  q
    .select(columns as typeof sessionColumns)
    .from(sessions)
    .innerJoin(tutors, eq(tutors.id, sessions.tutor_id))
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(plans, eq(plans.id, users.plan_id));

/** Sessions that hold their time (db/predicates: shared with the tutors' blocked slots). */
export { notCancelled } from '../../db/predicates';

export const sessionAccessColumns = accessColumnsFor('sessions', sessions);

export const sessionList: ListSpec = {
  sortable: { meeting_time: sessions.meeting_time, created_at: sessions.created_at, id: sessions.id },
  defaultSort: { by: 'meeting_time', order: 1 },
  equality: {
    user_id: { column: sessions.user_id, kind: 'uuid' },
    tutor_id: { column: sessions.tutor_id, kind: 'uuid' },
    estado: { column: sessions.estado, kind: 'text' },
    type: { column: sessions.type, kind: 'text' },
    series_id: { column: sessions.series_id, kind: 'uuid' },
  },
  ranges: { meeting_time: sessions.meeting_time, created_at: sessions.created_at },
  tiebreak: sessions.id,
};
