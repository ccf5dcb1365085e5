// The lessons area's chunk (a student's /lecciones and /lecciones/{id}): the lessons arrive with their
// markdown rendered by the API (docs/decisions/027), so the chunk carries no markdown parser.
export { LessonDetailPage } from '@/features/lessons/components/lesson-detail-page';
export { LessonListPage } from '@/features/lessons/components/lesson-list-page';
