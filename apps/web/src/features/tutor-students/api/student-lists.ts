// The paged lists of the tutor's screens, all through the resource list kit (pages of 10; spec part 2
// §9: the students list and the assignments ask for more only after a full page).
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import type { Assignment } from '@charla/domain/assignments';
import type { Lesson } from '@charla/domain/lessons';
import { useResourceList } from '@/components/resource-list/use-resource-list';

/**
 * GET /users?role_id=…: the server already narrows a tutor to their own students (an admin sees
 * everyone); the role keeps the tutor themself and other staff out of the list.
 */
export const STUDENT_LIST_PARAMS = { role_id: STUDENT_ROLE_ID };

/** GET /assignments?user_id=…: the student's assignments, newest first. */
export const STUDENT_ASSIGNMENT_PARAMS = (studentId: string) => ({ user_id: studentId });

export function useStudentAssignments(studentId: string) {
  return useResourceList<Assignment>('assignments', STUDENT_ASSIGNMENT_PARAMS(studentId));
}

/** GET /lessons?q=…: the lessons to assign from, searched on the server (an empty search asks for all). */
export const ASSIGNABLE_LESSON_PARAMS = (q: string) => (q ? { q } : {});

export function useAssignableLessons(q: string) {
  return useResourceList<Lesson>('lessons', ASSIGNABLE_LESSON_PARAMS(q));
}
