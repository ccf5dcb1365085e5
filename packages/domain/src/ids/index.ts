// Fixed identifiers of the seeded roles and views (DESIGN §5). The client compares role_id with
// ADMIN_ROLE_ID for its admin guard; the server never trusts that comparison.
export const ADMIN_ROLE_ID = '00000000-0000-7000-8000-000000000001';
export const STUDENT_ROLE_ID = '00000000-0000-7000-8000-000000000002';
export const TUTOR_ROLE_ID = '00000000-0000-7000-8000-000000000003';
export const CONTENT_ROLE_ID = '00000000-0000-7000-8000-000000000004';

export const STUDENT_VIEW_ID = '00000000-0000-7000-8000-000000000102';
export const TUTOR_VIEW_ID = '00000000-0000-7000-8000-000000000103';
export const CONTENT_VIEW_ID = '00000000-0000-7000-8000-000000000104';

export const ROLE_NAMES = {
  admin: 'admin',
  student: 'student',
  tutor: 'tutor',
  content: 'content_creator',
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
