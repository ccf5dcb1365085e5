// Plans as GET /api/plans and /api/plans/{id} answer them (DESIGN §4).
import type { Plan } from '@charla/domain/plans';

export const planId = (n: number) => `01a1fb99-9a11-7000-8000-${String(n).padStart(12, '0')}`;

export function makePlan(n: number, overrides: Partial<Plan> = {}): Plan {
  return {
    id: planId(n),
    name: `Plan ${n}`,
    language: 'en',
    sed_submission_days: ['MONDAY', 'FRIDAY'],
    maximum_reading_sessions: 2,
    maximum_speaking_sessions: 4,
    maximum_total_sessions: 6,
    is_default: false,
    cancel_notice_hours: 0,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const range = <T>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

export const page = <T>(rows: T[], n = 1) => ({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
export const item = <T>(row: T) => ({ success: true, data: row });

export const plansUrl = (n: number, q?: string) =>
  `GET /api/plans?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;
