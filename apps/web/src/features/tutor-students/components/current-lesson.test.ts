import { describe, expect, it } from 'vitest';
import { currentLessonText } from './current-lesson';

describe('currentLessonText', () => {
  it.each([
    [{ current_lesson_id: null, current_lesson_title: null }, 'Sin lección asignada'],
    [{ current_lesson_id: null, current_lesson_title: 'Restos' }, 'Sin lección asignada'],
    [{ current_lesson_id: 'l1', current_lesson_title: null }, 'Lección no encontrada'],
    [{ current_lesson_id: 'l1', current_lesson_title: 'Past simple' }, 'Past simple'],
  ])('%o reads %s', (student, text) => {
    expect(currentLessonText(student)).toBe(text);
  });
});
