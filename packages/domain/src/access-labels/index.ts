// The words of access control in Spanish, for the screens that edit and show it (issue 11: roles,
// user views and the "Ver como…" preview). One place, so every screen names a resource the same way; an
// area of its own (like navigation/) so that importing the words does not pull in the access schemas.
import type { Action, Collection, FieldKind, Operation, Operator, Resource } from '../access/vocabulary';

/** Permission resources (spec part 2 §6). */
export const RESOURCE_LABELS: Record<Resource, string> = {
  users: 'Usuarios',
  plans: 'Planes',
  roles: 'Roles',
  tutors: 'Tutores',
  user_views: 'Vistas de usuario',
  seds: 'SEDs',
  sessions: 'Sesiones',
  practices: 'Prácticas',
  practice_stats: 'Resultados de prácticas',
  assignments: 'Asignaciones',
  lessons: 'Lecciones',
};

export const ACTION_LABELS: Record<Action, string> = {
  create: 'Crear',
  read: 'Leer',
  patch: 'Editar',
  delete: 'Eliminar',
};

/** View collections (spec part 2 §6): the resources' words, plus the homework submissions. */
export const COLLECTION_LABELS: Record<Collection, string> = {
  users: RESOURCE_LABELS.users,
  plans: RESOURCE_LABELS.plans,
  roles: RESOURCE_LABELS.roles,
  tutors: RESOURCE_LABELS.tutors,
  user_views: RESOURCE_LABELS.user_views,
  seds: RESOURCE_LABELS.seds,
  sessions: RESOURCE_LABELS.sessions,
  practices: RESOURCE_LABELS.practices,
  assignments: RESOURCE_LABELS.assignments,
  lessons: RESOURCE_LABELS.lessons,
  lesson_submissions: 'Entregas de tareas',
};

export const OPERATION_LABELS: Record<Operation, string> = {
  create: 'Crear',
  list: 'Listar',
  read: 'Leer',
  update: 'Actualizar',
  delete: 'Eliminar',
};

/** How a filter reads `row[collection_field] <operator> user[user_field]`, e.g. 'es igual a'. */
export const OPERATOR_LABELS: Record<Operator, string> = {
  $eq: 'es igual a',
  $ne: 'es distinto de',
  $contains: 'contiene',
  $not_contains: 'no contiene',
  $gt: 'es mayor que',
  $lt: 'es menor que',
  $gte: 'es mayor o igual que',
  $lte: 'es menor o igual que',
  $in: 'está en',
  $nin: 'no está en',
};

export const FIELD_KIND_LABELS: Record<FieldKind, string> = {
  uuid: 'identificador',
  text: 'texto',
  int: 'número',
  'text[]': 'lista de textos',
  'uuid[]': 'lista de identificadores',
};
