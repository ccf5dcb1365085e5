// User views as GET /api/user_views and /api/user_views/{id} answer them (DESIGN §4).
import type { UserView } from '@charla/domain/roles';

export const viewId = (n: number) => `01a1fb99-0b1e-7000-8000-${String(n).padStart(12, '0')}`;

export function makeView(n: number, overrides: Partial<UserView> = {}): UserView {
  return {
    id: viewId(n),
    name: `vista_${'abcdefghijklmnopqrstuvwxyz'[n % 26]}`,
    description: `Vista de prueba ${n}`,
    views: {},
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(rows: T[], n = 1) => ({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
export const item = <T>(row: T) => ({ success: true, data: row });
export const range = <T>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

export const viewsUrl = (n: number, q?: string) =>
  `GET /api/user_views?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;
