// Users and the lookups their screens read, as GET /api/users, /api/users/{id}, /api/roles, /api/plans,
// /api/tutors and /api/lessons answer them (DESIGN §4).
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import type { Lesson } from '@charla/domain/lessons';
import type { Plan } from '@charla/domain/plans';
import type { Role } from '@charla/domain/roles';
import type { Tutor } from '@charla/domain/tutors';
import type { User } from '@charla/domain/users';
import { json, type Routes } from '@/test/api-stub';

const AT = '2026-11-01T12:00:00.000Z';
const id = (prefix: string, n: number) => `01a1fb99-${prefix}-7000-8000-${String(n).padStart(12, '0')}`;
export const userId = (n: number) => id('05e7', n);
export const planId = (n: number) => id('9a11', n);
export const tutorId = (n: number) => id('7a70', n);
export const lessonId = (n: number) => id('1e55', n);
export const CUSTOM_ROLE_ID = id('7013', 9);

export function makeUser(n: number, overrides: Partial<User> = {}): User {
  return {
    id: userId(n),
    name: `Persona ${n}`,
    email: `persona${n}@charla.test`,
    phone: `+506 8000 00${String(n).padStart(2, '0')}`,
    role_id: STUDENT_ROLE_ID,
    plan_id: planId(1),
    lesson_level: 0,
    current_lesson_id: null,
    current_lesson_title: null,
    tutor_id: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

const role = (roleId: string, name: string, description: string | null = null): Role => ({
  id: roleId,
  name,
  description,
  user_view_id: null,
  permissions: {},
  created_at: AT,
  updated_at: AT,
});

export const ROLES: Role[] = [
  role(ADMIN_ROLE_ID, 'admin'),
  role(CONTENT_ROLE_ID, 'content_creator'),
  role(CUSTOM_ROLE_ID, 'coordinador', 'Coordinación académica'),
  role(STUDENT_ROLE_ID, 'student'),
  role(TUTOR_ROLE_ID, 'tutor'),
];

const plan = (n: number, name: string, language: Plan['language']): Plan => ({
  id: planId(n),
  name,
  language,
  sed_submission_days: ['MONDAY'],
  maximum_reading_sessions: 2,
  maximum_speaking_sessions: 4,
  maximum_total_sessions: 6,
  is_default: n === 1,
  cancel_notice_hours: 0,
  created_at: AT,
  updated_at: AT,
});

export const PLANS: Plan[] = [plan(1, 'Básico', 'en'), plan(2, 'Francés', 'fr')];

const tutor = (n: number, publicName: string): Tutor => ({
  id: tutorId(n),
  user_id: userId(100 + n),
  public_name: publicName,
  email: null,
  timezone: 'America/Costa_Rica',
  languages: ['en'],
  availability: {},
  blocked_slots: [],
  created_at: AT,
  updated_at: AT,
});

export const TUTORS: Tutor[] = [tutor(1, 'Teacher Ana'), tutor(2, 'Teacher Luis')];

const lesson = (n: number, title: string): Lesson => ({
  id: lessonId(n),
  title,
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  task: 'Graba un minuto.',
  notes: null,
  linked_practices: [],
  reading_text: null,
  reading_language: 'en',
  created_at: AT,
  updated_at: AT,
});

export const LESSONS: Lesson[] = [lesson(1, 'El pasado simple'), lesson(2, 'Saludos y presentaciones')];

export const range = <T>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

export const page = <T>(rows: T[], n = 1) => ({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
export const list = <T>(rows: T[]) => ({ success: true, data: { data: rows, page_number: null, page_size: 1000 } });
export const item = <T>(row: T) => ({ success: true, data: row });

export const usersUrl = (n: number, q?: string) =>
  `GET /api/users?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;

/** The unpaged lists the user screens read for names and choices. */
export const LOOKUP_ROUTES: Routes = {
  'GET /api/roles': json(list(ROLES)),
  'GET /api/plans': json(list(PLANS)),
  'GET /api/tutors': json(list(TUTORS)),
  'GET /api/lessons?sort_by=title': json(list(LESSONS)),
};
