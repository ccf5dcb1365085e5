// /admin/views/create and /admin/views/{id}/edit (spec part 2 §2: create versus edit is decided by the
// route's id). Editing loads the view first; a view that can't be loaded is 'Error al cargar la vista'
// and back to /admin/views (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useView } from '../api/get-view';
import { ViewForm } from './view-form';
import type { ViewPreviewComponent } from './view-form-values';
import { VIEW_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'view-editor-load-error';

function EditView({ id, Preview }: { id: string; Preview?: ViewPreviewComponent | undefined }) {
  const navigate = useNavigate();
  const query = useView(id);
  const view = query.data;

  // A failed load is said once and the screen left; a failed background refresh keeps the form as typed.
  const error = view ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.admin.views.list, { replace: true });
  }, [error, navigate]);

  if (!view) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <ViewForm view={view} Preview={Preview} />;
}

export function ViewFormPage({ Preview }: { Preview?: ViewPreviewComponent | undefined }) {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {/* Keyed by the id: another view is a fresh form, never the last one's values. */}
      {id ? <EditView key={id} id={id} Preview={Preview} /> : <ViewForm Preview={Preview} />}
    </div>
  );
}
