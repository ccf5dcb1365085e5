import { useState } from 'react';
import { isCancelledSession, type Session } from '@charla/domain/sessions';
import { Button } from '@/components/button';
import { AddToCalendarButton } from './add-to-calendar-button';
import { AttendanceButtons } from './attendance-buttons';
import { FeedbackForm } from './feedback-form';
import { JoinLink, SessionCardFrame } from './session-card';

export const NO_FEEDBACK_YET = 'Sin retroalimentación todavía.';

/**
 * A tutor's view of one session: the student; upcoming, the meeting and 'Añadir al calendario';
 * cancelled, the student's reason when given; past, the attendance mark (issue 51), the feedback and its form.
 */
export function TutorSessionCard({ session, isPast }: { session: Session; isPast: boolean }) {
  const [isWriting, setIsWriting] = useState(false);
  const isCancelled = isCancelledSession(session);
  return (
    <SessionCardFrame session={session} person={{ label: 'Estudiante', name: session.student_name }}>
      {!isPast && !isCancelled ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <JoinLink url={session.meeting_url} />
          <AddToCalendarButton sessionId={session.id} />
        </div>
      ) : null}
      {isPast && !isCancelled ? <AttendanceButtons session={session} /> : null}
      {isPast && !isCancelled ? (
        <div className="mt-3 border-t border-slate-200 pt-3">
          {isWriting ? (
            <FeedbackForm session={session} onDone={() => setIsWriting(false)} />
          ) : (
            <>
              <p className="text-sm font-medium text-slate-700">Retroalimentación</p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{session.feedback || NO_FEEDBACK_YET}</p>
              <Button variant="secondary" className="mt-3" onClick={() => setIsWriting(true)}>
                {session.feedback ? 'Editar retroalimentación' : 'Escribir retroalimentación'}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </SessionCardFrame>
  );
}
