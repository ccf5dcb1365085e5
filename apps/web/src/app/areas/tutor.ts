// The tutor area's chunk (schedule, own sessions, students).
export { TutorSessionsPage } from '@/features/sessions/components/tutor-sessions-page';
export { SchedulePage } from '@/features/tutor-schedule/components/schedule-page';
export { StudentLessonsPage } from '@/features/tutor-students/components/student-lessons-page';
export { StudentsPage } from '@/features/tutor-students/components/students-page';
