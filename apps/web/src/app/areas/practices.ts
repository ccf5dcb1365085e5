// The practices area's chunk: the learner's list and the six players (issue 10: their own lazily
// loaded chunk).
export { PracticeListPage } from '@/features/practices/components/practice-list-page';
export { PracticePage } from '@/features/practices/components/practice-page';
