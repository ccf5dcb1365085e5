// The admin area's chunk: placeholders until its screens land (coming-soon-routes.ts).
export { ComingSoon } from '@/components/coming-soon';
export { PlanListPage } from '@/features/admin-plans/components/plan-list-page';
export { PlanFormPage } from '@/features/admin-plans/components/plan-form-page';
export { UserListPage } from '@/features/admin-users/components/user-list-page';
export { UserFormPage } from '@/features/admin-users/components/user-form-page';
export { TutorListPage } from '@/features/admin-tutors/components/tutor-list-page';
export { TutorFormPage } from '@/features/admin-tutors/components/tutor-form-page';
