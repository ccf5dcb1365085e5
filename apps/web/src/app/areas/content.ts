// The content area's chunk: the lesson and practice screens.
export { LessonListPage } from '@/features/content-lessons/components/lesson-list-page';
export { LessonEditorPage } from './content-lesson-editor';
export { PracticeListPage } from '@/features/content-practices/components/practice-list-page';
export { PracticeEditorPage } from './content-practice-editor';
