// The tutor's feedback on one assignment (PATCH /assignments/{id} {feedback}); the student reads it as
// 'Retroalimentación' in the 'Tarea completada' box. The domain contract (trimmed, at most 5000
// characters, empty clears it) is the server's too.
import toast from 'react-hot-toast';
import { AssignmentFeedbackInput, type Assignment } from '@charla/domain/assignments';
import { Button } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form, FormFooter } from '@/components/form/form';
import { TextareaField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSaveFeedback } from '../api/assignment-mutations';
import { failureToast } from './failure-toast';
import { STUDENT_LESSONS_TEXTS as T } from './texts';

export function FeedbackForm({ assignment }: { assignment: Assignment }) {
  const save = useSaveFeedback();
  const form = useZodForm(AssignmentFeedbackInput, { defaultValues: { feedback: assignment.feedback ?? '' } });

  const submit = (values: { feedback: string | null }) => {
    save.mutate(
      { id: assignment.id, feedback: values.feedback },
      {
        onSuccess: (saved) => {
          form.reset({ feedback: saved.feedback ?? '' });
          toast.success(T.feedbackSaved);
        },
        onError: (error) => {
          applyServerErrors(form, error, { fallback: T.feedbackError });
          failureToast(T.feedbackError, error);
        },
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-2">
      <TextareaField
        name="feedback"
        label={T.feedback}
        rows={3}
        placeholder={T.feedbackPlaceholder}
        {...(assignment.completed_at ? {} : { hint: T.feedbackHintPending })}
      />
      <FormFooter className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? T.saving : T.saveFeedback}
        </Button>
      </FormFooter>
    </Form>
  );
}
