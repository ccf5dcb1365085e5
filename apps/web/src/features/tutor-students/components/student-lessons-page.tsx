// /tutor/students/{studentId}/lessons (spec part 2 §2, §4, §8): one student's current lesson, all their
// assignments (completion, recording and its reading, feedback, 'Remover'), the lessons to assign from,
// their readings aloud over time (issue 49) and, when the role reads practice runs, their 'Progreso en
// prácticas' (issue 10). A student that can't be loaded (absent, not the tutor's, not a student) is
// 'Error al cargar el estudiante' and back to /tutor/students.
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import type { User } from '@charla/domain/users';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { canReadPracticeProgress } from '@/lib/practice-progress';
import { useSession } from '@/lib/use-session';
import { useStudent } from '../api/get-student';
import { usePrefetchStudentPage } from '../api/student-page-reads';
import { AssignLessonSection } from './assign-lesson-section';
import { AssignmentsSection } from './assignments-section';
import { currentLessonText } from './current-lesson';
import { ReadingTrendSection } from './reading-trend-section';
import { StudentProgressSection } from './student-progress-section';
import { STUDENTS_TEXTS, STUDENT_LESSONS_TEXTS as T } from './texts';

const LOAD_ERROR_TOAST_ID = 'student-load-error';

function CurrentLesson({ student }: { student: User }) {
  const headingId = useId();
  const hasLesson = Boolean(student.current_lesson_title);
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4 sm:p-5"
    >
      <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
      <div className="min-w-0">
        <h2 id={headingId} className="text-sm font-semibold text-teal-900">
          {STUDENTS_TEXTS.currentLesson}
        </h2>
        <p className={hasLesson ? 'text-lg font-semibold break-words text-slate-900' : 'text-slate-700 italic'}>
          {currentLessonText(student)}
        </p>
      </div>
    </section>
  );
}

export function StudentLessonsPage() {
  const { studentId = '' } = useParams();
  const navigate = useNavigate();
  // Its sections' reads start with the student's, not after it.
  usePrefetchStudentPage(studentId);
  const query = useStudent(studentId);
  const student = query.data?.role_id === STUDENT_ROLE_ID ? query.data : undefined;
  const session = useSession();
  const canReadProgress = session ? canReadPracticeProgress(session.claims) : false;

  // A failed load is said once and the screen left; a failed background refresh keeps what is shown.
  // A user who is no student has no lessons to manage here. A 401 has already ended the session.
  const failure = query.data ? (student ? null : 'not-a-student') : query.error;
  useEffect(() => {
    if (!failure) return;
    if (failure instanceof ApiError && failure.status === 401) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
    navigate(paths.tutor.students, { replace: true });
  }, [failure, navigate]);

  return (
    <>
      <Link to={paths.tutor.students} className={buttonClass('ghost', 'mb-4 -ml-2 px-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.back}
      </Link>
      {student ? (
        <>
          <PageHeader
            title={student.name}
            description={
              <>
                <span className="break-all">{student.email}</span> · {STUDENTS_TEXTS.level} {student.lesson_level}
              </>
            }
          />
          <div className="space-y-6">
            <CurrentLesson student={student} />
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <AssignmentsSection student={student} />
              <AssignLessonSection student={student} />
            </div>
            <ReadingTrendSection studentId={student.id} />
            {canReadProgress ? <StudentProgressSection studentId={student.id} /> : null}
          </div>
        </>
      ) : (
        <>
          <PageHeader title={T.title} />
          <p role="status" className="text-slate-600">
            {T.loading}
          </p>
        </>
      )}
    </>
  );
}
