// /admin/users/create and /admin/users/{id}/edit (spec part 2 §2: create versus edit is decided by the
// route's id). Editing loads the user first; a user that can't be loaded is 'Error al cargar el usuario'
// and back to /admin/users (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUser } from '../api/get-user';
import { UserForm } from './user-form';
import { USER_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'user-editor-load-error';

function EditUser({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useUser(id);
  const user = query.data;

  // A failed load is said once and the screen left; a failed background refresh keeps the form as typed.
  const error = user ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.admin.users.list, { replace: true });
  }, [error, navigate]);

  if (!user) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <UserForm user={user} />;
}

export function UserFormPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {/* Keyed by the id: another user is a fresh form, never the last one's values. */}
      {id ? <EditUser key={id} id={id} /> : <UserForm />}
    </div>
  );
}
