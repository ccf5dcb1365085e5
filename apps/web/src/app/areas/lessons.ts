// The lessons area's chunk (a student's /lecciones and /lecciones/{id}): apart from the student area
// because the lesson's markdown renderer is most of its weight, which /sesiones and /seds never need.
export { LessonDetailPage } from '@/features/lessons/components/lesson-detail-page';
export { LessonListPage } from '@/features/lessons/components/lesson-list-page';
