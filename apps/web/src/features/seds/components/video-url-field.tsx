import { useFormContext, useWatch } from 'react-hook-form';
import { isValidVideoUrl, VIDEO_URL_MESSAGE, VIDEO_URL_OK } from '@charla/domain/seds';
import { useFieldIds } from '@/components/form/form';

/** Spec part 1 §5: nothing when empty, '¡URL válida!' when valid, the spec's message otherwise. */
export function videoUrlFeedback(value: string): { ok: boolean; text: string } | null {
  if (value.trim() === '') return null;
  return isValidVideoUrl(value) ? { ok: true, text: VIDEO_URL_OK } : { ok: false, text: VIDEO_URL_MESSAGE };
}

/**
 * The video link, bound to the form by name, with its live message (announced politely as it
 * changes): the form kit's ids, but a message that also says when the link is right.
 */
export function VideoUrlField({ name, disabled }: { name: string; disabled?: boolean }) {
  const { control, register } = useFormContext();
  const { id, hintId: messageId } = useFieldIds(name);
  const value = useWatch({ control, name }) as unknown;
  const feedback = videoUrlFeedback(typeof value === 'string' ? value : '');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        URL del video
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.youtube.com/watch?v=..."
        disabled={disabled}
        aria-invalid={feedback && !feedback.ok ? true : undefined}
        aria-describedby={messageId}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
          feedback ? (feedback.ok ? 'border-emerald-600' : 'border-red-600') : 'border-slate-300'
        }`}
        {...register(name)}
      />
      <p
        id={messageId}
        aria-live="polite"
        className={`min-h-5 text-sm ${feedback?.ok ? 'text-emerald-800' : 'text-red-700'}`}
      >
        {feedback?.text}
      </p>
    </div>
  );
}
