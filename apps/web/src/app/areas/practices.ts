// The practices area's chunk: the learner's list and the six players (issue 10: their own lazily
// loaded chunk).
export { PracticeListPage } from '@/features/practices/components/practice-list-page';
export { PracticePage } from '@/features/practices/components/practice-page';
// The content editor's 'Probar' plays a draft with it (content-practice-editor.tsx).
export { PracticePlayer } from '@/features/practices/components/practice-player';
