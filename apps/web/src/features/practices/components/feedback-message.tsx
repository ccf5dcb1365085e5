// The players' one live region (spec part 2 §8 messages): present from the start so screen readers
// announce each change.
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { Feedback } from '../hooks/use-practice-run';

const TONES = {
  correct: { className: 'border-emerald-300 bg-emerald-50 text-emerald-900', Icon: CircleCheck },
  wrong: { className: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  notice: { className: 'border-amber-300 bg-amber-50 text-amber-950', Icon: Info },
} as const;

export function FeedbackMessage({ feedback }: { feedback: Feedback }) {
  const tone = feedback ? TONES[feedback.tone] : null;
  return (
    <div role="status" aria-live="polite" className="min-h-12">
      {feedback && tone ? (
        <p
          data-tone={feedback.tone}
          className={`flex items-center gap-2 rounded-lg border px-3 py-2 font-medium ${tone.className}`}
        >
          <tone.Icon aria-hidden="true" className="size-5 shrink-0" />
          {feedback.message}
        </p>
      ) : null}
    </div>
  );
}
