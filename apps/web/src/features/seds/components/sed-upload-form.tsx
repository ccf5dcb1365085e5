// 'Subir SED' form (spec part 1 §2, §4, §5): the video link and a recording; submit only when both
// are valid and the plan allows SEDs today (issue 8: the recorder is disabled, with the reason, on
// another day; the server still decides); multipart POST; success toast, reset and back to the list.
// The recorder kit keeps the submission in the browser until the server confirms it (decision 033).
import { useId } from 'react';
import { useNavigate, Link } from 'react-router';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { sedNotTodayMessage } from '@charla/domain/sed-days';
import { isValidVideoUrl, SED_MESSAGES, VideoUrl } from '@charla/domain/seds';
import { AudioRecorder } from '@/components/audio-recorder/audio-recorder';
import {
  ConnectionNotice,
  KeptRecordingNotice,
  submitButtonState,
} from '@/components/audio-recorder/recording-submission-notices';
import { useRecordingSubmission } from '@/components/audio-recorder/use-recording-submission';
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
const SUBMIT_LABEL = 'Enviar SED';

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
  const form = useZodForm(SedForm, { defaultValues: { video_url: '', audio_file: null } });
  const submission = useRecordingSubmission({
    form: 'sed',
    send: (fields: { video_url: string }, audio_file) => createSed.mutateAsync({ ...fields, audio_file }),
    onSent: () => {
      toast.success(SED_MESSAGES.sent);
      form.reset();
      navigate(paths.seds.list);
    },
    onRefused: (error) => {
      // A 401 has already ended the session (and its toast says so).
      if (error instanceof ApiError && error.status === 401) return;
      // The recorder is no field of the kit: every message shows above the buttons.
      applyServerErrors(form, error, { fields: [], fallback: SED_MESSAGES.submitError });
    },
    onRestore: (fields, audio) => {
      form.setValue('video_url', fields.video_url ?? '');
      form.setValue('audio_file', audio);
    },
  });
  const videoUrl = form.watch('video_url');
  const audioFile = form.watch('audio_file');
  const isBusy = submission.status.isBusy;
  const button = submitButtonState(submission.status, SUBMIT_LABEL);
  const canSubmit = isValidVideoUrl(videoUrl) && audioFile !== null && !button.isDisabled && !notToday;

  const submit = ({ video_url, audio_file }: z.output<typeof SedForm>) => {
    form.clearErrors('root');
    void submission.submit({ video_url }, audio_file);
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" aria-busy={submission.status.phase === 'sending'}>
      {notToday ? (
        <div id={hintId}>
          <StatusBanner tone="warning">{notToday}</StatusBanner>
        </div>
      ) : null}
      <KeptRecordingNotice status={submission.status} submitLabel={SUBMIT_LABEL} onDiscarded={() => form.reset()} />
      <VideoUrlField name="video_url" disabled={isBusy} />
      <AudioRecorder
        key={submission.recorder.key}
        initialRecording={submission.recorder.initialRecording}
        label="Audio"
        disabled={isBusy || Boolean(notToday)}
        onChange={(recording) => {
          form.clearErrors('root');
          form.setValue('audio_file', recording);
        }}
      />
      <ConnectionNotice status={submission.status} submitLabel={SUBMIT_LABEL} />
      {!canSubmit && !isBusy && !notToday ? (
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
          {button.label}
        </Button>
      </FormFooter>
    </Form>
  );
}
