// /content/lessons/create and /content/lessons/{id}/edit (spec part 2 §2: create versus edit is
// decided by the route's id). Editing loads the lesson first; a lesson that can't be loaded is
// 'Error al cargar la lección' and back to /content/lessons (spec §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useLesson } from '../api/get-lesson';
import { LessonForm } from './lesson-form';
import type { LessonPreviewComponent } from './lesson-form-values';
import { LESSON_FORM_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'lesson-editor-load-error';

function EditLesson({ id, Preview }: { id: string; Preview: LessonPreviewComponent }) {
  const navigate = useNavigate();
  const query = useLesson(id);
  const lesson = query.data;

  // A failed load is said once and the screen left; a failed background refresh keeps the form as typed.
  const error = lesson ? null : query.error;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.content.lessons.list, { replace: true });
  }, [error, navigate]);

  if (!lesson) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  return <LessonForm lesson={lesson} Preview={Preview} />;
}

export function LessonFormPage({ Preview }: { Preview: LessonPreviewComponent }) {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={id ? T.editTitle : T.createTitle} />
      {/* Keyed by the id: another lesson is a fresh form, never the last one's values. */}
      {id ? <EditLesson key={id} id={id} Preview={Preview} /> : <LessonForm Preview={Preview} />}
    </div>
  );
}
