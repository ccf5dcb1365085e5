// /tutor/students (spec part 2 §2, §9): the tutor's students (an admin's: every student), searched on
// the server by name or email, ten at a time with the next page only after a full one. A row (its
// name is a link, so the keyboard too) opens the student's lessons.
import type { User } from '@charla/domain/users';
import { PageHeader } from '@/components/page-header';
import { ResourceList } from '@/components/resource-list/resource-list';
import { paths } from '@/lib/paths';
import { STUDENT_LIST_PARAMS } from '../api/student-lists';
import { currentLessonText } from './current-lesson';
import { STUDENTS_TEXTS as T } from './texts';

function StudentDetails({ student }: { student: User }) {
  const hasLesson = Boolean(student.current_lesson_title);
  return (
    <dl className="space-y-0.5">
      <div>
        <dt className="sr-only">Correo</dt>
        <dd className="break-all">{student.email}</dd>
      </div>
      <div className="flex flex-wrap gap-x-1.5">
        <dt className="font-medium text-slate-600">{T.level}:</dt>
        <dd>{student.lesson_level}</dd>
      </div>
      <div className="flex flex-wrap gap-x-1.5">
        <dt className="font-medium text-slate-600">{T.currentLesson}:</dt>
        <dd className={hasLesson ? 'min-w-0 break-words' : 'text-slate-600 italic'}>{currentLessonText(student)}</dd>
      </div>
    </dl>
  );
}

export function StudentsPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <ResourceList<User>
        resource="users"
        label={T.listLabel}
        params={STUDENT_LIST_PARAMS}
        rowName={(student) => student.name}
        editPath={(student) => paths.tutor.studentLessons(student.id)}
        renderDetails={(student) => <StudentDetails student={student} />}
        texts={{ loadError: T.loadError, empty: T.empty, noMatch: T.noMatch, end: T.end }}
        canDelete={false}
        search={{ label: T.search, placeholder: T.searchPlaceholder }}
      />
    </>
  );
}
