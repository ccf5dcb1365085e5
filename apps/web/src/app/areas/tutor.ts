// The tutor area's chunk (schedule, own sessions, students).
export { ComingSoon } from '@/components/coming-soon';
export { TutorSessionsPage } from '@/features/sessions/components/tutor-sessions-page';
export { SchedulePage } from '@/features/tutor-schedule/components/schedule-page';
