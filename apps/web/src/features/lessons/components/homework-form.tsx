// 'Enviar respuesta' (spec part 1 §2, §4, §5): the recorder and a submit that is disabled until
// something is recorded; an assignment id is required ('Error: No se pudo identificar la
// asignación'). Success: 'Tarea enviada con éxito', reset, back to /lecciones. A refusal shows the
// server's detail as a toast; a 409 (already sent, e.g. from another tab) also reloads the lesson,
// which then shows 'Tarea completada'.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { ASSIGNMENT_MESSAGES } from '@charla/domain/assignments';
import { AudioRecorder } from '@/components/audio-recorder/audio-recorder';
import { Button } from '@/components/button';
import { Form, FormFooter } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { useSubmitAssignment } from '../api/submit-assignment';
import { LESSON_TEXTS } from './lesson-texts';

const HomeworkSchema = z.object({
  // Null until something is recorded (and again after deleting it).
  audio_file: z
    .instanceof(Blob)
    .nullable()
    .refine((file) => file !== null, 'Por favor grabe un audio'),
});

export function HomeworkForm({ assignmentId }: { assignmentId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitAssignment = useSubmitAssignment();
  const hintId = useId();
  // A new key gives a fresh recorder after a reset.
  const [recorderKey, setRecorderKey] = useState(0);
  const form = useZodForm(HomeworkSchema, { defaultValues: { audio_file: null } });
  const audio = form.watch('audio_file');
  const isSending = submitAssignment.isPending;
  const canSubmit = audio !== null && !isSending;
  const showHint = audio === null && !isSending;

  const submit = ({ audio_file }: z.output<typeof HomeworkSchema>) => {
    if (!assignmentId) {
      toast.error(ASSIGNMENT_MESSAGES.noAssignment);
      return;
    }
    submitAssignment.mutate(
      { assignmentId, audio: audio_file! },
      {
        onSuccess: () => {
          toast.success(ASSIGNMENT_MESSAGES.sent);
          form.reset();
          setRecorderKey((key) => key + 1);
          navigate(paths.lessons.list);
        },
        onError: (error) => {
          // Spec §7: an expired session stops here (the api-client has logged out and said so).
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(error.message);
          if (error instanceof ApiError && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: queryKeys.assignments.detail(assignmentId) });
        },
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      // Named, not titled: the button says 'Enviar respuesta' once on screen (issue 48); the recorder's
      // label heads the form.
      aria-label={LESSON_TEXTS.submitTitle}
      aria-busy={isSending}
      className="space-y-4 border-t border-slate-200 pt-5"
    >
      <AudioRecorder
        key={recorderKey}
        label={LESSON_TEXTS.recorderLabel}
        disabled={isSending}
        onChange={(recording) => form.setValue('audio_file', recording)}
      />
      {showHint ? (
        <p id={hintId} className="text-sm text-slate-600 sm:text-right">
          {LESSON_TEXTS.submitHint}
        </p>
      ) : null}
      <FormFooter>
        <Button type="submit" disabled={!canSubmit} aria-describedby={showHint ? hintId : undefined}>
          <Send aria-hidden="true" className="size-4" />
          {isSending ? LESSON_TEXTS.sending : LESSON_TEXTS.submitButton}
        </Button>
      </FormFooter>
    </Form>
  );
}
