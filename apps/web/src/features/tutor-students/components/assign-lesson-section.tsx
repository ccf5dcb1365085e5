// The searchable lesson list to assign from (spec part 2 §2): `q` asked of the server after a pause,
// ten at a time; 'Asignar' makes the lesson the student's current one (spec §4).
import { useState } from 'react';
import toast from 'react-hot-toast';
import { BookPlus } from 'lucide-react';
import type { Lesson } from '@charla/domain/lessons';
import type { User } from '@charla/domain/users';
import { Button } from '@/components/button';
import { InfiniteList } from '@/components/infinite-list';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { SEARCH_DEBOUNCE_MS } from '@/components/resource-list/resource-list';
import { useDebouncedValue } from '@/components/resource-list/use-debounced-value';
import { LIST_CONNECTION_ERROR } from '@/components/resource-list/use-resource-list';
import { SearchInput } from '@/components/search-input';
import { SectionCard } from '@/components/section-card';
import { ApiError } from '@/lib/api-client';
import { useAssignLesson } from '../api/assignment-mutations';
import { useAssignableLessons } from '../api/student-lists';
import { failureToast } from './failure-toast';
import { STUDENT_LESSONS_TEXTS as T } from './texts';

export function AssignLessonSection({ student }: { student: User }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { items, isError, error, ...state } = infiniteListStateOf(useAssignableLessons(q));
  const assign = useAssignLesson();

  const assignLesson = (lesson: Lesson) => {
    assign.mutate(
      { lesson_id: lesson.id, user_id: student.id },
      {
        onSuccess: () => toast.success(T.assigned),
        onError: (failure) => failureToast(T.assignError, failure),
      },
    );
  };

  const loadError = error instanceof ApiError && error.status === 0 ? LIST_CONNECTION_ERROR : T.lessonsLoadError;
  return (
    <SectionCard title={T.assignTitle} icon={<BookPlus className="size-5" />}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{T.assignDescription}</p>
      <SearchInput
        label={T.lessonSearch}
        placeholder={T.lessonSearchPlaceholder}
        value={search}
        onChange={setSearch}
        className="mb-3"
      />
      <InfiniteList
        {...state}
        label={T.lessonsLabel}
        items={items}
        getKey={(lesson) => lesson.id}
        renderItem={(lesson) => {
          const isCurrent = lesson.id === student.current_lesson_id;
          const isAssigning = assign.isPending && assign.variables.lesson_id === lesson.id;
          return (
            <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{lesson.title}</p>
                {isCurrent ? <p className="text-sm text-teal-800">{T.current}</p> : null}
              </div>
              {/* Assigning the current lesson again would only repeat it; one assignment at a time. */}
              <Button
                variant={isCurrent ? 'secondary' : 'primary'}
                className="min-h-10 shrink-0 px-3"
                disabled={isCurrent || assign.isPending}
                onClick={() => assignLesson(lesson)}
                aria-label={`${isAssigning ? T.assigning : T.assign} ${lesson.title}`}
              >
                {isAssigning ? T.assigning : T.assign}
              </Button>
            </div>
          );
        }}
        errorMessage={isError ? loadError : null}
        emptyText={q ? T.lessonsNoMatch : T.lessonsEmpty}
        endText={T.lessonsEnd}
        className="max-h-[28rem]"
      />
    </SectionCard>
  );
}
