import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { SessionFeedbackInput } from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { Button } from '@/components/button';
import { FEEDBACK_SAVED, useWriteFeedback } from '../api/write-feedback';

type FeedbackValues = z.input<typeof SessionFeedbackInput>;

/** The tutor's feedback on a session that happened: PATCH {feedback}; the student reads it on /sesiones/{id}. */
export function FeedbackForm({ session, onDone }: { session: Session; onDone: () => void }) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const write = useWriteFeedback();
  const { register, handleSubmit, formState: { errors } } = useForm<FeedbackValues, unknown, SessionFeedbackInput>({
    // The domain contract (trimmed, at most 5000 characters) is the server's too.
    resolver: zodResolver(SessionFeedbackInput),
    defaultValues: { feedback: session.feedback ?? '' },
  });

  const submit = handleSubmit((values) => {
    write.mutate({ sessionId: session.id, feedback: values.feedback || null }, {
      onSuccess: () => {
        toast.success(FEEDBACK_SAVED);
        onDone();
      },
    });
  });

  const error = errors.feedback?.message ?? write.error?.message;
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">Retroalimentación</label>
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder="¿Qué hizo bien el estudiante? ¿Qué debe practicar?"
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...register('feedback')}
      />
      {error ? <p id={errorId} role="alert" className="text-sm text-red-700">{error}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>Cancelar</Button>
        <Button type="submit" disabled={write.isPending}>{write.isPending ? 'Guardando...' : 'Guardar retroalimentación'}</Button>
      </div>
    </form>
  );
}
