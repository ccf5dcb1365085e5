import { useId, type ComponentProps } from 'react';
import { isValidVideoUrl, VIDEO_URL_MESSAGE, VIDEO_URL_OK } from '@charla/domain/seds';

/** Spec part 1 §5: nothing when empty, '¡URL válida!' when valid, the spec's message otherwise. */
export function videoUrlFeedback(value: string): { ok: boolean; text: string } | null {
  if (value.trim() === '') return null;
  return isValidVideoUrl(value) ? { ok: true, text: VIDEO_URL_OK } : { ok: false, text: VIDEO_URL_MESSAGE };
}

interface VideoUrlFieldProps extends Omit<ComponentProps<'input'>, 'value'> {
  value: string;
}

/** The video link with its live message (announced politely as it changes). */
export function VideoUrlField({ value, ...props }: VideoUrlFieldProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const feedback = videoUrlFeedback(value);
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        URL del video
      </label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.youtube.com/watch?v=..."
        aria-invalid={feedback && !feedback.ok ? true : undefined}
        aria-describedby={messageId}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
          feedback ? (feedback.ok ? 'border-emerald-600' : 'border-red-600') : 'border-slate-300'
        }`}
        {...props}
      />
      <p id={messageId} aria-live="polite" className={`min-h-5 text-sm ${feedback?.ok ? 'text-emerald-800' : 'text-red-700'}`}>
        {feedback?.text}
      </p>
    </div>
  );
}
