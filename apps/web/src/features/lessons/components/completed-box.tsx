// 'Tarea completada' (spec part 1 §2, §4): replaces the submit form once completed_at is set, with
// the completion date and time in Spanish long format in Costa Rica (spec §1) and the tutor's
// 'Retroalimentación'.
import { CircleCheck, MessageSquareText } from 'lucide-react';
import { formatCostaRicaLong } from '@charla/domain/time';
import { LESSON_TEXTS } from './lesson-texts';

export function CompletedBox({ completedAt, feedback }: { completedAt: string; feedback: string | null }) {
  const hasFeedback = Boolean(feedback?.trim());
  return (
    <div className="space-y-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 sm:p-5">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="min-w-0">
          <p className="text-lg font-semibold">{LESSON_TEXTS.taskCompleted}</p>
          <p className="text-sm">
            Enviada el <time dateTime={completedAt}>{formatCostaRicaLong(completedAt, true)}</time> (hora de Costa Rica)
          </p>
        </div>
      </div>
      <div className="rounded-lg border border-emerald-200 bg-white p-4 text-slate-800">
        <p className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <MessageSquareText aria-hidden="true" className="size-5 text-teal-700" />
          {LESSON_TEXTS.feedback}
        </p>
        {hasFeedback ? (
          <p className="break-words whitespace-pre-line">{feedback}</p>
        ) : (
          <p className="text-slate-600">{LESSON_TEXTS.noFeedback}</p>
        )}
      </div>
    </div>
  );
}
