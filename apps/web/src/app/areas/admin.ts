// The admin area's chunk: users, plans, roles, tutors and user views.
export { PlanListPage } from '@/features/admin-plans/components/plan-list-page';
export { PlanFormPage } from '@/features/admin-plans/components/plan-form-page';
export { UserListPage } from '@/features/admin-users/components/user-list-page';
export { UserFormPage } from '@/features/admin-users/components/user-form-page';
export { RoleListPage } from '@/features/admin-roles/components/role-list-page';
export { ViewListPage } from '@/features/admin-views/components/view-list-page';
export { TutorListPage } from '@/features/admin-tutors/components/tutor-list-page';
export { TutorFormPage } from '@/features/admin-tutors/components/tutor-form-page';
export { RoleEditorPage, ViewEditorPage } from './admin-access-editors';
