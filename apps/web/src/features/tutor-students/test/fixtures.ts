// Rows as the API returns them for the tutor's student screens (packages/domain contracts).
import type { Assignment } from '@charla/domain/assignments';
import { STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import type { Lesson } from '@charla/domain/lessons';
import { renderLessonTexts } from '@charla/domain/markdown';
import type { User } from '@charla/domain/users';
import { json, type Reply } from '@/test/api-stub';
import { TUTOR_ID } from '@/test/tokens';

const uuid = (prefix: string, n: number) => `0190c3a5-${prefix}-7000-8000-${String(n).padStart(12, '0')}`;
export const studentId = (n: number) => uuid('5700', n);
export const lessonId = (n: number) => uuid('1e50', n);
export const assignmentId = (n: number) => uuid('a551', n);

export function makeStudent(n: number, overrides: Partial<User> = {}): User {
  return {
    id: studentId(n),
    name: `Estudiante ${n}`,
    email: `estudiante${n}@charla.test`,
    phone: '+52 55 0000 0000',
    role_id: STUDENT_ROLE_ID,
    plan_id: null,
    lesson_level: n % 5,
    current_lesson_id: lessonId(1),
    current_lesson_title: 'Lección 1',
    tutor_id: TUTOR_ID,
    created_at: '2026-01-10T15:00:00Z',
    updated_at: '2026-01-10T15:00:00Z',
    ...overrides,
  };
}

export const makeTutorUser = (n: number) =>
  makeStudent(n, { role_id: TUTOR_ROLE_ID, current_lesson_id: null, current_lesson_title: null });

export function makeLesson(n: number, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: lessonId(n),
    title: `Lección ${n}`,
    video_url: 'https://www.youtube.com/watch?v=abc',
    task: 'Graba una respuesta.',
    notes: null,
    linked_practices: [],
    reading_text: null,
    reading_language: 'en',
    created_at: '2026-01-01T12:00:00Z',
    updated_at: '2026-01-01T12:00:00Z',
    ...overrides,
  };
}

/** Assignment n of student 1 on lesson n, pending, assigned on 20/11/2026 (Mexico City). */
export function makeAssignment(n: number, overrides: Partial<Assignment> = {}): Assignment {
  return renderLessonTexts({
    id: assignmentId(n),
    lesson_id: lessonId(n),
    user_id: studentId(1),
    assigned_by: null,
    title: `Lección ${n}`,
    task: 'Graba una respuesta.',
    notes: null,
    video_url: null,
    linked_practices: [],
    reading_text: null,
    reading_language: 'en',
    reading: null,
    completed_at: null,
    feedback: null,
    submission: null,
    created_at: '2026-11-20T21:30:00Z',
    updated_at: '2026-11-20T21:30:00Z',
    ...overrides,
  });
}

export function submitted(assignment: Assignment, completedAt = '2026-11-21T21:30:00Z'): Assignment {
  return {
    ...assignment,
    completed_at: completedAt,
    submission: {
      id: `sub-${assignment.id}`,
      audio_url: `/api/assignments/${assignment.id}/audio`,
      audio_seconds: 42,
      created_at: completedAt,
    },
  };
}

export const range = <T>(from: number, to: number, make: (n: number) => T): T[] =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

export const listPage = (rows: unknown[], pageNumber = 1): Reply =>
  json({ success: true, data: { data: rows, page_number: pageNumber, page_size: 10 } });
export const item = (data: unknown, status = 200): Reply => json({ success: true, data }, status);
export const failure = (detail: unknown, status: number): Reply => json({ success: false, detail }, status);

/** As the browser writes them (URLSearchParams: a space is '+'), empty ones left out. */
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

export const urls = {
  students: (pageNumber = 1, q?: string) =>
    `GET /api/users?${query({ page_number: pageNumber, page_size: 10, role_id: STUDENT_ROLE_ID, q })}`,
  student: (id: string) => `GET /api/users/${id}`,
  assignments: (userId: string, pageNumber = 1) =>
    `GET /api/assignments?${query({ page_number: pageNumber, page_size: 10, user_id: userId })}`,
  lessons: (pageNumber = 1, q?: string) => `GET /api/lessons?${query({ page_number: pageNumber, page_size: 10, q })}`,
  audio: (id: string) => `GET /api/assignments/${id}/audio`,
  progress: (userId: string) => `GET /api/practice_stats/progress?${query({ user_id: userId })}`,
};
