// /content/practices/create and /content/practices/{id}/edit (spec part 2 §2: create versus edit is
// decided by the route's id). Editing loads the practice first; a practice that can't be loaded is
// 'Error al cargar la práctica' and back to /content/practices (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePractice } from '../api/get-practice';
import { PracticeForm } from './practice-form';
import type { DraftPlayerComponent } from './practice-form-values';
import { PRACTICE_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'practice-editor-load-error';

function EditPractice({ id, Player }: { id: string; Player: DraftPlayerComponent }) {
  const navigate = useNavigate();
  const query = usePractice(id);
  const practice = query.data;

  // A failed load is said once and the screen left; a failed background refresh keeps the form as typed.
  const error = practice ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.content.practices.list, { replace: true });
  }, [error, navigate]);

  if (!practice) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <PracticeForm practice={practice} Player={Player} />;
}

export function PracticeFormPage({ Player }: { Player: DraftPlayerComponent }) {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {/* Keyed by the id: another practice is a fresh form, never the last one's values. */}
      {id ? <EditPractice key={id} id={id} Player={Player} /> : <PracticeForm Player={Player} />}
    </div>
  );
}
