// The four roles and their views (DESIGN §5). They exist on every database, demo or not: the
// product's guards and registration depend on them.
import { ACTIONS, OPERATIONS, RESOURCES, type Permissions, type ViewFilter, type Views } from '@charla/domain/access';
import {
  ADMIN_ROLE_ID,
  CONTENT_ROLE_ID,
  CONTENT_VIEW_ID,
  ROLE_NAMES,
  STUDENT_ROLE_ID,
  STUDENT_VIEW_ID,
  TUTOR_ROLE_ID,
  TUTOR_VIEW_ID,
} from '@charla/domain/ids';
import type { Queryable } from '../tx';
import { roles, userViews } from '../schema';

const READ: ViewFilter['operations'] = ['list', 'read'];
const own = (operations = [...OPERATIONS]): ViewFilter => ({
  operations,
  user_field: 'id',
  collection_field: 'user_id',
  operator: '$eq',
});
const match = (
  operations: ViewFilter['operations'],
  collection_field: string,
  user_field: ViewFilter['user_field'],
): ViewFilter => ({
  operations,
  user_field,
  collection_field,
  operator: '$eq',
});

const assignedToCaller: ViewFilter = {
  operations: READ,
  user_field: 'id',
  collection_field: 'assigned_user_ids',
  operator: '$contains',
};

const studentViews: Views = {
  users: [match([...OPERATIONS], 'id', 'id')],
  plans: [match(READ, 'id', 'plan_id')],
  roles: [match(READ, 'id', 'role_id')],
  tutors: [],
  sessions: [own()],
  seds: [own()],
  assignments: [own()],
  lesson_submissions: [own()],
  // Lessons only through their assignments; practices are a catalogue every learner may open.
  lessons: [assignedToCaller],
  practices: [],
};

const tutorViews: Views = {
  users: [match(READ, 'tutor_id', 'tutor_id'), match(READ, 'id', 'id')],
  plans: [match(READ, 'id', 'plan_id')],
  roles: [match(READ, 'id', 'role_id')],
  tutors: [match(['list', 'read', 'update'], 'id', 'tutor_id')],
  sessions: [match(['list', 'read', 'update'], 'tutor_id', 'tutor_id')],
  // Their own students' homework: the tutor of the assignment's student is the caller's tutor record.
  assignments: [match([...OPERATIONS], 'student_tutor_id', 'tutor_id')],
  lesson_submissions: [match(READ, 'student_tutor_id', 'tutor_id')],
  lessons: [],
  practices: [],
};

const contentViews: Views = {
  users: [],
  plans: [match(READ, 'id', 'plan_id')],
  roles: [match(READ, 'id', 'role_id')],
  lessons: [],
  practices: [],
};

const all = Object.fromEntries(RESOURCES.map((resource) => [resource, [...ACTIONS]])) as Permissions;

export const SYSTEM_VIEWS = [
  {
    id: STUDENT_VIEW_ID,
    name: 'student_view',
    description: 'Cada estudiante ve sus propios datos',
    views: studentViews,
  },
  {
    id: TUTOR_VIEW_ID,
    name: 'tutor_view',
    description: 'Cada tutor ve a sus estudiantes y su horario',
    views: tutorViews,
  },
  {
    id: CONTENT_VIEW_ID,
    name: 'content_view',
    description: 'Autores de contenido: lecciones y prácticas',
    views: contentViews,
  },
];

export const SYSTEM_ROLES = [
  {
    id: ADMIN_ROLE_ID,
    name: ROLE_NAMES.admin,
    description: 'Administración completa',
    user_view_id: null,
    permissions: all,
  },
  {
    id: STUDENT_ROLE_ID,
    name: ROLE_NAMES.student,
    description: 'Estudiante',
    user_view_id: STUDENT_VIEW_ID,
    permissions: {
      users: ['read'],
      plans: ['read'],
      roles: ['read'],
      tutors: ['read'],
      sessions: ['create', 'read', 'patch', 'delete'],
      seds: ['create', 'read'],
      assignments: ['read'],
      lessons: ['read'],
      practices: ['read'],
      practice_stats: ['create', 'read'],
    } satisfies Permissions,
  },
  {
    id: TUTOR_ROLE_ID,
    name: ROLE_NAMES.tutor,
    description: 'Tutor',
    user_view_id: TUTOR_VIEW_ID,
    permissions: {
      users: ['read'],
      plans: ['read'],
      roles: ['read'],
      tutors: ['read', 'patch'],
      sessions: ['read', 'patch'],
      lessons: ['read'],
      practices: ['read'],
      assignments: ['create', 'read', 'patch', 'delete'],
      practice_stats: ['read'],
    } satisfies Permissions,
  },
  {
    id: CONTENT_ROLE_ID,
    name: ROLE_NAMES.content,
    description: 'Autor de contenido',
    user_view_id: CONTENT_VIEW_ID,
    permissions: {
      lessons: [...ACTIONS],
      practices: [...ACTIONS],
      users: ['read'],
      roles: ['read'],
      plans: ['read'],
    } satisfies Permissions,
  },
];

/** Creates the system roles and views that are missing; never overwrites an admin's edits. */
export async function seedSystem(db: Queryable): Promise<void> {
  await db.insert(userViews).values(SYSTEM_VIEWS).onConflictDoNothing();
  await db.insert(roles).values(SYSTEM_ROLES).onConflictDoNothing();
}
