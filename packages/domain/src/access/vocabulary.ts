// The words of access control (DESIGN §5; spec part 2 §6).

export const RESOURCES = [
  'users',
  'plans',
  'roles',
  'tutors',
  'user_views',
  'seds',
  'sessions',
  'practices',
  'practice_stats',
  'assignments',
  'lessons',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['create', 'read', 'patch', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const COLLECTIONS = [
  'users',
  'plans',
  'roles',
  'tutors',
  'user_views',
  'seds',
  'sessions',
  'practices',
  'assignments',
  'lessons',
  'lesson_submissions',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const OPERATIONS = ['create', 'list', 'read', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const OPERATORS = [
  '$eq',
  '$ne',
  '$contains',
  '$not_contains',
  '$gt',
  '$lt',
  '$gte',
  '$lte',
  '$in',
  '$nin',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Kinds of values a filter may compare. Timestamps are not filterable. */
export type FieldKind = 'uuid' | 'text' | 'int' | 'text[]' | 'uuid[]';

/** The caller's own fields a filter may read (spec part 2 §6 'user_field options'). */
export const USER_FIELDS = {
  id: 'uuid',
  name: 'text',
  email: 'text',
  phone: 'text',
  role_id: 'uuid',
  plan_id: 'uuid',
  lesson_level: 'int',
  current_lesson_id: 'uuid',
  tutor_id: 'uuid',
} as const satisfies Record<string, FieldKind>;
export type UserField = keyof typeof USER_FIELDS;
export const USER_FIELD_NAMES = Object.keys(USER_FIELDS) as UserField[];

/**
 * Per collection, the row fields a filter may name and their kinds. The API maps each name to a
 * column object through this same allowlist, so no identifier string ever reaches SQL.
 */
export const COLLECTION_FIELDS = {
  users: {
    id: 'uuid',
    name: 'text',
    email: 'text',
    phone: 'text',
    role_id: 'uuid',
    plan_id: 'uuid',
    lesson_level: 'int',
    current_lesson_id: 'uuid',
    tutor_id: 'uuid',
  },
  plans: {
    id: 'uuid',
    name: 'text',
    language: 'text',
    sed_submission_days: 'text[]',
    maximum_reading_sessions: 'int',
    maximum_speaking_sessions: 'int',
    maximum_total_sessions: 'int',
  },
  roles: { id: 'uuid', name: 'text', description: 'text', user_view_id: 'uuid' },
  tutors: { id: 'uuid', user_id: 'uuid', public_name: 'text', timezone: 'text' },
  user_views: { id: 'uuid', name: 'text', description: 'text' },
  seds: { id: 'uuid', user_id: 'uuid', video_url: 'text', status: 'text', total_words: 'int' },
  sessions: { id: 'uuid', user_id: 'uuid', tutor_id: 'uuid', type: 'text', estado: 'text' },
  practices: { id: 'uuid', title: 'text', instructions: 'text' },
  // Derived fields (read through the row's relations, never stored): `student_tutor_id` is the tutor
  // of the assignment's student, `assigned_user_ids` the students a lesson is assigned to.
  assignments: { id: 'uuid', lesson_id: 'uuid', user_id: 'uuid', assigned_by: 'uuid', student_tutor_id: 'uuid' },
  lessons: { id: 'uuid', title: 'text', video_url: 'text', assigned_user_ids: 'uuid[]' },
  lesson_submissions: { id: 'uuid', assignment_id: 'uuid', user_id: 'uuid', student_tutor_id: 'uuid' },
} as const satisfies Record<Collection, Record<string, FieldKind>>;

export type CollectionField<C extends Collection> = keyof (typeof COLLECTION_FIELDS)[C] & string;

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Own-property lookup that never walks the prototype chain (`__proto__`, `constructor`…). */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

export function collectionFieldKind(collection: string, field: string): FieldKind | undefined {
  const fields = ownValue<Record<string, FieldKind>>(COLLECTION_FIELDS, collection);
  return fields ? ownValue(fields, field) : undefined;
}

export function userFieldKind(field: string): FieldKind | undefined {
  return ownValue<FieldKind>(USER_FIELDS, field);
}

/**
 * Whether `row[collection_field] <operator> user[user_field]` is meaningful. Anything else denies:
 * the view is refused when saved and, should one slip through, the filter matches nothing.
 */
export function isCompatible(operator: Operator, rowKind: FieldKind, userKind: FieldKind): boolean {
  // An unknown operator would otherwise fall through every switch: in SQL, to no condition at all.
  if (!isOneOf(OPERATORS, operator) || userKind === 'text[]' || userKind === 'uuid[]') return false;
  if (rowKind === 'text[]' || rowKind === 'uuid[]') {
    const element = rowKind === 'text[]' ? 'text' : 'uuid';
    return userKind === element && ['$contains', '$not_contains', '$in', '$nin'].includes(operator);
  }
  if (operator === '$contains' || operator === '$not_contains') {
    return rowKind === 'text' && userKind === 'text';
  }
  return rowKind === userKind;
}
