// The admin area's chunk: placeholders until its screens land (coming-soon-routes.ts).
export { ComingSoon } from '@/components/coming-soon';
export { TutorListPage } from '@/features/admin-tutors/components/tutor-list-page';
export { TutorFormPage } from '@/features/admin-tutors/components/tutor-form-page';
