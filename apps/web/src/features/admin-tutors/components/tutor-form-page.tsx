// /admin/tutors/create and /admin/tutors/{id}/edit (spec part 2 §2: create versus edit is decided by the
// route's id). Editing loads the tutor first; a tutor that can't be loaded is 'Error al cargar el tutor'
// and back to /admin/tutors (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useTutor } from '../api/tutor-api';
import { TutorForm } from './tutor-form';
import { TUTOR_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'tutor-editor-load-error';

function EditTutor({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useTutor(id);
  const tutor = query.data;

  const error = tutor ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.admin.tutors.list, { replace: true });
  }, [error, navigate]);

  if (!tutor) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <TutorForm tutor={tutor} />;
}

export function TutorFormPage() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {id ? <EditTutor key={id} id={id} /> : <TutorForm />}
    </div>
  );
}
