// Assignments and practices as GET /api/assignments, /api/assignments/{id} and
// /api/lessons/{id}/practices answer them (DESIGN §4, §7).
import type { Assignment } from '@charla/domain/assignments';
import { renderLessonTexts } from '@charla/domain/markdown';
import type { Practice } from '@charla/domain/practices';
import { USER_ID } from '@/test/tokens';

const id = (prefix: string, n: number) => `01a1fb99-${prefix}-7000-8000-${String(n).padStart(12, '0')}`;
export const assignmentId = (n: number) => id('0a55', n);
export const lessonId = (n: number) => id('1e55', n);
export const practiceId = (n: number) => id('9ac7', n);

export const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const EMBED_URL = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

export function makeAssignment(n: number, overrides: Partial<Assignment> = {}): Assignment {
  const created = new Date(Date.UTC(2026, 10, 20, 18, 30) - n * 86_400_000).toISOString();
  return renderLessonTexts({
    id: assignmentId(n),
    lesson_id: lessonId(n),
    user_id: USER_ID,
    assigned_by: id('7070', 1),
    title: `Lección ${n}: el pasado simple`,
    task: `Graba **un minuto** hablando de tu fin de semana (lección ${n}).`,
    notes: `## Vocabulario\n\n- yesterday\n- last week\n\n[Guía](https://example.com/guia-${n})`,
    video_url: VIDEO_URL,
    linked_practices: [practiceId(1), practiceId(2)],
    reading_text: null,
    reading_language: 'en',
    reading: null,
    completed_at: null,
    feedback: null,
    submission: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  });
}

export function makePractice(n: number, overrides: Partial<Practice> = {}): Practice {
  return {
    id: practiceId(n),
    title: `Práctica de verbos ${n}`,
    instructions: `Completa las oraciones ${n}.`,
    props: {},
    language: 'en',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const list = <T>(rows: T[]) => ({
  success: true,
  data: { data: rows, page_number: null, page_size: rows.length },
});
export const item = <T>(row: T) => ({ success: true, data: row });
