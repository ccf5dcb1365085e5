// 'Subir SED' form (spec part 1 §2, §4, §5): the video link and a recording; submit only when both
// are valid; multipart POST; success toast, reset and back to the list.
import { useId, useState } from 'react';
import { useNavigate, Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { isValidVideoUrl, SED_MESSAGES, VideoUrl } from '@charla/domain/seds';
import { AudioRecorder } from '@/components/audio-recorder/audio-recorder';
import { Button, buttonClass } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCreateSed } from '../api/create-sed';
import { VideoUrlField } from './video-url-field';

const SedForm = z.object({
  video_url: VideoUrl,
  // Null until something is recorded (and again after deleting it).
  audio_file: z.instanceof(File).nullable().transform((file, ctx) => {
    if (file) return file;
    ctx.addIssue({ code: 'custom', message: SED_MESSAGES.recordAudio });
    return z.NEVER;
  }),
});
type SedFormInput = z.input<typeof SedForm>;
type SedFormOutput = z.output<typeof SedForm>;

export const SUBMIT_HINT = 'Para enviar, escribe una URL válida y graba un audio.';

export function SedUploadForm() {
  const navigate = useNavigate();
  const createSed = useCreateSed();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const hintId = useId();
  // A new key gives a fresh recorder after a reset.
  const [recorderKey, setRecorderKey] = useState(0);
  const { register, handleSubmit, setValue, watch, reset } = useForm<SedFormInput, unknown, SedFormOutput>({
    resolver: zodResolver(SedForm),
    defaultValues: { video_url: '', audio_file: null },
  });
  const videoUrl = watch('video_url');
  const audioFile = watch('audio_file');
  const isSending = createSed.isPending;
  const canSubmit = isValidVideoUrl(videoUrl) && audioFile !== null && !isSending;

  const submit = handleSubmit((values) => {
    setSubmitError(null);
    createSed.mutate(values, {
      onSuccess: () => {
        toast.success(SED_MESSAGES.sent);
        reset();
        setRecorderKey((key) => key + 1);
        navigate(paths.seds.list);
      },
      onError: (error) => {
        // A 401 has already ended the session (and its toast says so).
        if (error instanceof ApiError && error.status === 401) return;
        setSubmitError(error.message || SED_MESSAGES.submitError);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={isSending}>
      <VideoUrlField value={videoUrl} disabled={isSending} {...register('video_url')} />
      <AudioRecorder
        key={recorderKey}
        label="Audio"
        disabled={isSending}
        onChange={(recording) => {
          setSubmitError(null);
          setValue('audio_file', recording);
        }}
      />
      {submitError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {submitError}
        </p>
      ) : null}
      {!canSubmit && !isSending ? (
        <p id={hintId} className="text-sm text-slate-600 sm:text-right">{SUBMIT_HINT}</p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link to={paths.seds.list} className={buttonClass('secondary')}>Cancelar</Link>
        <Button type="submit" disabled={!canSubmit} aria-describedby={canSubmit ? undefined : hintId}>
          <Send aria-hidden="true" className="size-4" />
          {isSending ? 'Enviando...' : 'Enviar SED'}
        </Button>
      </div>
    </form>
  );
}
