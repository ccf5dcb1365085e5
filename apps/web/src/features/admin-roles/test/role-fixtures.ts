// Roles and user views as GET /api/roles, /api/roles/{id} and /api/user_views answer them (DESIGN §4).
import { STUDENT_VIEW_ID, TUTOR_VIEW_ID } from '@charla/domain/ids';
import type { Role, UserView } from '@charla/domain/roles';

export const roleId = (n: number) => `01a1fb99-201e-7000-8000-${String(n).padStart(12, '0')}`;

export function makeRole(n: number, overrides: Partial<Role> = {}): Role {
  return {
    id: roleId(n),
    name: `rol_${'abcdefghijklmnopqrstuvwxyz'[n % 26]}`,
    description: `Rol de prueba ${n}`,
    user_view_id: null,
    permissions: { lessons: ['read'] },
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const VIEWS: UserView[] = [
  {
    id: STUDENT_VIEW_ID,
    name: 'student_view',
    description: 'Lo propio del estudiante',
    views: {},
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
  },
  {
    id: TUTOR_VIEW_ID,
    name: 'tutor_view',
    description: null,
    views: {},
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
  },
];

export const page = <T>(rows: T[], n = 1) => ({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
export const list = <T>(rows: T[]) => ({
  success: true,
  data: { data: rows, page_number: null, page_size: rows.length },
});
export const item = <T>(row: T) => ({ success: true, data: row });

export const rolesUrl = (n: number, q?: string) =>
  `GET /api/roles?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;
export const VIEWS_LOOKUP = 'GET /api/user_views';

export const range = <T>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));
