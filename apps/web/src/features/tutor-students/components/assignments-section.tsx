// All of the student's assignments (spec part 2 §2, §9): ten at a time, newest first, the next page
// only after a full one; each removable after the app's confirmation.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ClipboardList } from 'lucide-react';
import type { Assignment } from '@charla/domain/assignments';
import type { User } from '@charla/domain/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InfiniteList } from '@/components/infinite-list';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { LIST_CONNECTION_ERROR } from '@/components/resource-list/use-resource-list';
import { SectionCard } from '@/components/section-card';
import { ApiError } from '@/lib/api-client';
import { useRemoveAssignment } from '../api/assignment-mutations';
import { useStudentAssignments } from '../api/student-lists';
import { AssignmentCard } from './assignment-card';
import { failureToast } from './failure-toast';
import { STUDENT_LESSONS_TEXTS as T } from './texts';

export function AssignmentsSection({ student }: { student: User }) {
  const { items, isError, error, ...state } = infiniteListStateOf(useStudentAssignments(student.id));
  const remove = useRemoveAssignment();
  const [toRemove, setToRemove] = useState<Assignment | null>(null);
  // Newest first: the first assignment of the current lesson is the current one.
  const currentId = student.current_lesson_id
    ? items.find((assignment) => assignment.lesson_id === student.current_lesson_id)?.id
    : undefined;

  const removeAssignment = (assignment: Assignment) => {
    remove.mutate(assignment.id, {
      onSuccess: () => toast.success(T.removed),
      onError: (failure) => failureToast(T.removeError, failure),
    });
  };

  const loadError = error instanceof ApiError && error.status === 0 ? LIST_CONNECTION_ERROR : T.assignmentsLoadError;
  return (
    <SectionCard title={T.assignmentsTitle} icon={<ClipboardList className="size-5" />}>
      <InfiniteList
        {...state}
        label={T.assignmentsLabel}
        items={items}
        getKey={(assignment) => assignment.id}
        renderItem={(assignment) => (
          <AssignmentCard
            assignment={assignment}
            isCurrent={assignment.id === currentId}
            onRemove={() => setToRemove(assignment)}
            isRemoving={remove.isPending && remove.variables === assignment.id}
          />
        )}
        errorMessage={isError ? loadError : null}
        emptyText={T.assignmentsEmpty}
        endText={T.assignmentsEnd}
        className="max-h-[75vh]"
      />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={toRemove ? T.confirmRemove(toRemove.title) : ''}
        description={T.confirmRemoveDescription}
        confirmLabel={T.remove}
        cancelLabel={T.cancel}
        isDestructive
        onConfirm={() => {
          if (toRemove) removeAssignment(toRemove);
          setToRemove(null);
        }}
      />
    </SectionCard>
  );
}
