// The student area's chunk (SEDs, sessions, lessons, 'Mi progreso'): loaded on the first visit to one of its pages.
export { LessonDetailPage } from '@/features/lessons/components/lesson-detail-page';
export { LessonListPage } from '@/features/lessons/components/lesson-list-page';
export { ProgressPage } from '@/features/progress/components/progress-page';
export { BookingPage } from '@/features/sessions/components/booking-page';
export { SessionDetailPage } from '@/features/sessions/components/session-detail-page';
export { SessionsPage } from '@/features/sessions/components/sessions-page';
export { SedDetailPage } from '@/features/seds/components/sed-detail-page';
export { SedListPage } from '@/features/seds/components/sed-list-page';
export { SedUploadPage } from '@/features/seds/components/sed-upload-page';
