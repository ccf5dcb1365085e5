// /admin/roles/create and /admin/roles/{id}/edit (spec part 2 §2: create versus edit is decided by the
// route's id). Editing loads the role first; a role that can't be loaded is 'Error al cargar el rol'
// and back to /admin/roles (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useRole } from '../api/get-role';
import { RoleForm } from './role-form';
import type { RolePreviewComponent } from './role-form-values';
import { ROLE_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'role-editor-load-error';

function EditRole({ id, Preview }: { id: string; Preview?: RolePreviewComponent | undefined }) {
  const navigate = useNavigate();
  const query = useRole(id);
  const role = query.data;

  // A failed load is said once and the screen left; a failed background refresh keeps the form as typed.
  const error = role ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.admin.roles.list, { replace: true });
  }, [error, navigate]);

  if (!role) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <RoleForm role={role} Preview={Preview} />;
}

export function RoleFormPage({ Preview }: { Preview?: RolePreviewComponent | undefined }) {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {/* Keyed by the id: another role is a fresh form, never the last one's values. */}
      {id ? <EditRole key={id} id={id} Preview={Preview} /> : <RoleForm Preview={Preview} />}
    </div>
  );
}
