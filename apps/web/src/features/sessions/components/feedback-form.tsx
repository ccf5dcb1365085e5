import toast from 'react-hot-toast';
import { SessionFeedbackInput } from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { Button } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form, FormFooter } from '@/components/form/form';
import { TextareaField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { FEEDBACK_SAVED, useWriteFeedback } from '../api/write-feedback';

/** The tutor's feedback on a session that happened: PATCH {feedback}; the student reads it on /sesiones/{id}. */
export function FeedbackForm({ session, onDone }: { session: Session; onDone: () => void }) {
  const write = useWriteFeedback();
  // The domain contract (trimmed, at most 5000 characters) is the server's too.
  const form = useZodForm(SessionFeedbackInput, { defaultValues: { feedback: session.feedback ?? '' } });

  const submit = (values: SessionFeedbackInput) => {
    write.mutate(
      { sessionId: session.id, feedback: values.feedback || null },
      {
        onSuccess: () => {
          toast.success(FEEDBACK_SAVED);
          onDone();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="mt-3 space-y-2">
      <TextareaField
        name="feedback"
        label="Retroalimentación"
        rows={4}
        placeholder="¿Qué hizo bien el estudiante? ¿Qué debe practicar?"
      />
      <FormFooter className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? 'Guardando...' : 'Guardar retroalimentación'}
        </Button>
      </FormFooter>
    </Form>
  );
}
