// 'Subir SED' form (spec part 1 §2, §4, §5): the video link and a recording; submit only when both
// are valid and the plan allows SEDs today (issue 8: the recorder is disabled, with the reason, on
// another day; the server still decides); multipart POST; success toast, reset and back to the list.
import { useId, useState } from 'react';
import { useNavigate, Link } from 'react-router';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { sedNotTodayMessage } from '@charla/domain/sed-days';
import { isValidVideoUrl, SED_MESSAGES, VideoUrl } from '@charla/domain/seds';
import { AudioRecorder } from '@/components/audio-recorder/audio-recorder';
import { Button, buttonClass } from '@/components/button';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { Form, FormFooter } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { StatusBanner } from '@/components/status-banner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePlan } from '@/lib/plans';
import { useSession } from '@/lib/use-session';
import { useCreateSed } from '../api/create-sed';
import { VideoUrlField } from './video-url-field';

const SedForm = z.object({
  video_url: VideoUrl,
  // Null until something is recorded (and again after deleting it).
  audio_file: z
    .instanceof(File)
    .nullable()
    .transform((file, ctx) => {
      if (file) return file;
      ctx.addIssue({ code: 'custom', message: SED_MESSAGES.recordAudio });
      return z.NEVER;
    }),
});

export const SUBMIT_HINT = 'Para enviar, escribe una URL válida y graba un audio.';

/** Why SEDs can't be sent now (today is not one of the plan's days, Mexico City), or null. */
function useNotTodayReason(): string | null {
  const plan = usePlan(useSession()?.claims.plan_id);
  // While the plan loads, or if it fails to, nothing is blocked: the server decides anyway.
  return plan.data ? sedNotTodayMessage(plan.data.sed_submission_days, Date.now()) : null;
}

export function SedUploadForm() {
  const navigate = useNavigate();
  const createSed = useCreateSed();
  const hintId = useId();
  const notToday = useNotTodayReason();
  // A new key gives a fresh recorder after a reset.
  const [recorderKey, setRecorderKey] = useState(0);
  const form = useZodForm(SedForm, { defaultValues: { video_url: '', audio_file: null } });
  const videoUrl = form.watch('video_url');
  const audioFile = form.watch('audio_file');
  const isSending = createSed.isPending;
  const canSubmit = isValidVideoUrl(videoUrl) && audioFile !== null && !isSending && !notToday;

  const submit = (values: z.output<typeof SedForm>) => {
    createSed.mutate(values, {
      onSuccess: () => {
        toast.success(SED_MESSAGES.sent);
        form.reset();
        setRecorderKey((key) => key + 1);
        navigate(paths.seds.list);
      },
      onError: (error) => {
        // A 401 has already ended the session (and its toast says so).
        if (error instanceof ApiError && error.status === 401) return;
        // The recorder is no field of the kit: every message shows above the buttons.
        applyServerErrors(form, error, { fields: [], fallback: SED_MESSAGES.submitError });
      },
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" aria-busy={isSending}>
      {notToday ? (
        <div id={hintId}>
          <StatusBanner tone="warning">{notToday}</StatusBanner>
        </div>
      ) : null}
      <VideoUrlField name="video_url" disabled={isSending} />
      <AudioRecorder
        key={recorderKey}
        label="Audio"
        disabled={isSending || Boolean(notToday)}
        onChange={(recording) => {
          form.clearErrors('root');
          form.setValue('audio_file', recording);
        }}
      />
      {!canSubmit && !isSending && !notToday ? (
        <p id={hintId} className="text-sm text-slate-600 sm:text-right">
          {SUBMIT_HINT}
        </p>
      ) : null}
      <FormFooter>
        <Link to={paths.seds.list} className={buttonClass('secondary')}>
          Cancelar
        </Link>
        <Button type="submit" disabled={!canSubmit} aria-describedby={canSubmit ? undefined : hintId}>
          <Send aria-hidden="true" className="size-4" />
          {isSending ? 'Enviando...' : 'Enviar SED'}
        </Button>
      </FormFooter>
    </Form>
  );
}
