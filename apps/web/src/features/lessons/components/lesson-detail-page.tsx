// /lecciones/{id} (spec part 1 §2): {id} is the assignment's. Loads the assignment (joined with its
// lesson) and the lesson's practices; the task ends with the 'Enviar respuesta' form or, once
// completed, the 'Tarea completada' box. Every failure goes back to /lecciones with the spec's toast
// (§6, §8): a refusal or absence (400, 403, 404, 422) 'No tienes acceso a esta lección o no existe',
// anything else 'Error al cargar los detalles de la lección'. Another person's assignment (an admin
// reads every student's) is not theirs to open here: the same refusal (decision 030).
import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { isOwnHomework } from '@charla/domain/assignments';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { useAssignment } from '../api/get-assignment';
import { useLessonPractices } from '../api/get-lesson-practices';
import { CompletedBox } from './completed-box';
import { HomeworkForm } from './homework-form';
import { LESSON_TEXTS } from './lesson-texts';
import { LessonView } from './lesson-view';

const LOAD_ERROR_TOAST_ID = 'lesson-load-error';
const NOT_REACHABLE = new Set([400, 403, 404, 422]);

/** The toast for a failed load, or null when the session has ended (401: spec §7 stops there). */
export function lessonLoadErrorMessage(error: Error): string | null {
  if (!(error instanceof ApiError)) return LESSON_TEXTS.detailError;
  if (error.status === 401) return null;
  return NOT_REACHABLE.has(error.status) ? LESSON_TEXTS.noAccess : LESSON_TEXTS.detailError;
}

export function LessonDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAssignment(id);
  const callerId = useSession()?.claims.id;
  // The lesson renders as a transition, in slices (its first render is the page's largest task). Also when
  // the shell's first read has it in the cache already: the page's first render then shows the loading
  // line, and the lesson follows as a task of its own instead of one with the area's code (decision 025).
  const loaded = useDeferredValue(query.data ?? null, null);
  const assignment = loaded && isOwnHomework(loaded, callerId) ? loaded : null;
  const practices = useLessonPractices(assignment?.lesson_id, assignment?.linked_practices.length ?? 0);

  // A failed load is said once and the screen left. A failed background refresh of a lesson already
  // shown (a network blip on window focus) keeps it, with whatever the student was recording.
  const failure = assignment
    ? null
    : loaded
      ? LESSON_TEXTS.noAccess
      : query.error && lessonLoadErrorMessage(query.error);
  useEffect(() => {
    if (!failure) return;
    toast.error(failure, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.lessons.list, { replace: true });
  }, [failure, navigate]);

  if (!assignment) {
    return (
      <p role="status" className="text-slate-600">
        {LESSON_TEXTS.loadingLesson}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-4xl">
      <title>{`${assignment.title} · Charla`}</title>
      <LessonView
        lesson={assignment}
        practices={practices.practices}
        isLoadingPractices={practices.isLoading}
        onBack={() => navigate(paths.lessons.list)}
        taskFooter={
          assignment.completed_at ? (
            <CompletedBox completedAt={assignment.completed_at} feedback={assignment.feedback} />
          ) : (
            <HomeworkForm assignmentId={assignment.id} />
          )
        }
      />
    </div>
  );
}
