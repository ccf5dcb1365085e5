import type { User } from '@charla/domain/users';
import { STUDENTS_TEXTS } from './texts';

/**
 * What a student's current lesson reads (spec part 2 §2): its title, 'Sin lección asignada' when there
 * is none, 'Lección no encontrada' when the id points at a lesson that can't be found.
 */
export function currentLessonText(student: Pick<User, 'current_lesson_id' | 'current_lesson_title'>): string {
  if (!student.current_lesson_id) return STUDENTS_TEXTS.noLesson;
  return student.current_lesson_title ?? STUDENTS_TEXTS.lessonNotFound;
}
