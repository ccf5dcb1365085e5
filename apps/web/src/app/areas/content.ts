// The content area's chunk: the lesson screens, and placeholders until the others land (coming-soon-routes.ts).
export { ComingSoon } from '@/components/coming-soon';
export { LessonListPage } from '@/features/content-lessons/components/lesson-list-page';
export { LessonEditorPage } from './content-lesson-editor';
