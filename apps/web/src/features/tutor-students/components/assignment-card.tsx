// One of the student's assignments (spec part 2 §2, §4): title, when it was assigned, whether it is
// done (completion shown, not changed here), the recording once submitted, its reading marked word by
// word when the lesson has a passage (issue 49; each word plays the recording from there), the feedback
// box and 'Remover'.
import { useId } from 'react';
import { CircleCheck, Clock, Trash2 } from 'lucide-react';
import type { Assignment } from '@charla/domain/assignments';
import { formatCostaRicaLong, formatDate } from '@charla/domain/time';
import { apiPathOf, AudioPlayer, useAudioSeek } from '@/components/audio-player';
import { Button } from '@/components/button';
import { ReadingResult } from '@/components/reading/reading-result';
import { queryKeys } from '@/lib/query-keys';
import { FeedbackForm } from './feedback-form';
import { STUDENT_LESSONS_TEXTS as T } from './texts';

interface AssignmentCardProps {
  assignment: Assignment;
  /** The student's current lesson is this assignment's (the newest one of that lesson). */
  isCurrent: boolean;
  onRemove: () => void;
  isRemoving: boolean;
}

function Completion({ completedAt }: { completedAt: string | null }) {
  if (!completedAt) {
    return (
      <span className="inline-flex items-center gap-1 text-amber-800">
        <Clock aria-hidden="true" className="size-4" />
        {T.pending}
      </span>
    );
  }
  // Spec part 1 §1: the lesson-completion date in Spanish long format, Costa Rica zone.
  return (
    <span className="inline-flex items-start gap-1 text-emerald-800">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {T.completedOn} <time dateTime={completedAt}>{formatCostaRicaLong(completedAt, true)}</time>
      </span>
    </span>
  );
}

export function AssignmentCard({ assignment, isCurrent, onRemove, isRemoving }: AssignmentCardProps) {
  const titleId = useId();
  const { submission, reading } = assignment;
  const player = useAudioSeek();
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {assignment.title}
        </h3>
        {isCurrent ? (
          <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
            {T.current}
          </span>
        ) : null}
      </div>
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="font-medium text-slate-600">{T.assignedOn}</dt>
          <dd>
            <time dateTime={assignment.created_at}>{formatDate(assignment.created_at)}</time>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="sr-only">Estado</dt>
          <dd>
            <Completion completedAt={assignment.completed_at} />
          </dd>
        </div>
      </dl>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">{T.recording}</p>
        {submission ? (
          <AudioPlayer
            queryKey={queryKeys.assignments.audio(assignment.id)}
            path={apiPathOf(submission.audio_url)}
            label={T.recordingLabel(assignment.title)}
            errorText={T.recordingError}
            audioRef={player.audioRef}
          />
        ) : (
          <p className="text-sm text-slate-600">{T.noRecording}</p>
        )}
      </div>
      {reading ? (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800">{T.reading}</p>
          <ReadingResult
            reading={reading}
            language={assignment.reading_language}
            audience="tutor"
            onPlayWord={submission ? player.seekTo : undefined}
          />
        </div>
      ) : null}
      <FeedbackForm assignment={assignment} />
      <div className="flex justify-end border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          className="text-red-800 hover:bg-red-50"
          disabled={isRemoving}
          onClick={onRemove}
          aria-label={`${isRemoving ? T.removing : T.remove} ${assignment.title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {isRemoving ? T.removing : T.remove}
        </Button>
      </div>
    </article>
  );
}
