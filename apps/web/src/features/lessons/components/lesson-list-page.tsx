// /lecciones 'Mis Lecciones Asignadas' (spec part 1 §2, §8): the student's assignments, newest first;
// 'Cargando lecciones...' while loading; the empty state; on failure the toast 'No se pudieron cargar
// las asignaciones' and the list shown empty, saying so, with 'Reintentar'.
import { useEffect } from 'react';
import { BookOpen, RotateCw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { useAssignments } from '../api/get-assignments';
import { AssignmentCard } from './assignment-card';
import { LESSON_TEXTS } from './lesson-texts';

const LIST_ERROR_TOAST_ID = 'assignments-error';

export function LessonListPage() {
  const query = useAssignments();
  // A failed background refresh keeps the list already shown, without a toast.
  const error = query.data ? null : query.error;
  useEffect(() => {
    // Spec §7: an expired session stops here (the api-client has logged out and said so).
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    toast.error(LESSON_TEXTS.listError, { id: LIST_ERROR_TOAST_ID });
  }, [error]);

  const assignments = query.data ?? [];
  return (
    <>
      <PageHeader title={LESSON_TEXTS.listTitle} />
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {LESSON_TEXTS.loadingList}
        </p>
      ) : assignments.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700 sm:flex-row sm:items-center">
          <BookOpen aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
          <p className="min-w-0 flex-1">{query.isError ? LESSON_TEXTS.listError : LESSON_TEXTS.empty}</p>
          {query.isError ? (
            <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" className="size-4" />
              Reintentar
            </Button>
          ) : null}
        </div>
      ) : (
        <ul aria-label="Lecciones asignadas" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {assignments.map((assignment) => (
            <AssignmentCard key={assignment.id} assignment={assignment} />
          ))}
        </ul>
      )}
    </>
  );
}
