// The role and user view editors with their "Ver como…" slot (issue 11). The slot is the app's to fill:
// the preview shows what a user reaches with the unsaved role or view, and the forms only hand it
// their draft (features never import each other, STYLE).
import { AccessPreviewPanel } from '@/components/access-preview';
import { RoleFormPage } from '@/features/admin-roles/components/role-form-page';
import { ViewFormPage } from '@/features/admin-views/components/view-form-page';

export function RoleEditorPage() {
  return <RoleFormPage Preview={AccessPreviewPanel} />;
}

export function ViewEditorPage() {
  return <ViewFormPage Preview={AccessPreviewPanel} />;
}
