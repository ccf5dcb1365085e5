// Lessons and practices as GET /api/lessons, /api/lessons/{id}, /api/lessons/{id}/practices and
// /api/practices answer them (DESIGN §4).
import type { Lesson } from '@charla/domain/lessons';
import type { Practice } from '@charla/domain/practices';

const id = (prefix: string, n: number) => `01a1fb99-${prefix}-7000-8000-${String(n).padStart(12, '0')}`;
export const lessonId = (n: number) => id('1e55', n);
export const practiceId = (n: number) => id('9ac7', n);

export const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const EMBED_URL = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

export function makeLesson(n: number, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: lessonId(n),
    title: `Lección ${n}: el pasado simple`,
    video_url: VIDEO_URL,
    task: `Graba **un minuto** sobre tu fin de semana (lección ${n}).`,
    notes: `## Vocabulario\n\n- yesterday\n- last week`,
    linked_practices: [],
    reading_text: null,
    reading_language: 'en',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makePractice(n: number, overrides: Partial<Practice> = {}): Practice {
  return {
    id: practiceId(n),
    title: `Práctica de verbos ${n}`,
    instructions: `Completa las oraciones ${n}.`,
    props: { practice_type: 'fill-in-the-blank' },
    language: 'en',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const range = <T>(from: number, to: number, make: (n: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));

export const page = <T>(rows: T[], n = 1) => ({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
export const list = <T>(rows: T[]) => ({
  success: true,
  data: { data: rows, page_number: null, page_size: rows.length },
});
export const item = <T>(row: T) => ({ success: true, data: row });

export const lessonsUrl = (n: number, q?: string) =>
  `GET /api/lessons?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;
export const practicesUrl = (n: number, q?: string) =>
  `GET /api/practices?page_number=${n}&page_size=10${q ? `&q=${encodeURIComponent(q)}` : ''}`;
