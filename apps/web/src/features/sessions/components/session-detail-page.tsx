import { Link, useParams } from 'react-router';
import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { SESSION_TYPE_LABELS } from '@charla/domain/booking';
import { isCancelledSession, isPastSession, type Session } from '@charla/domain/sessions';
import { formatDateTime, formatLongDateTime } from '@charla/domain/time';
import { buttonClass } from '@/components/button';
import { DetailsList } from '@/components/details-list';
import { InlineAlert } from '@/components/inline-alert';
import { PageHeader } from '@/components/page-header';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { SESSION_DETAIL_ERROR, useSessionDetail } from '../api/get-session';
import { AddToCalendarButton } from './add-to-calendar-button';
import { ATTENDANCE_TEXTS, studentAttendanceText } from './attendance-buttons';
import { CANCEL_REASON_LABEL, CANCELLED_LINE, changeProblemOf, NoticeProblem, WEEKLY_BADGE } from './session-card';

export const NO_FEEDBACK = 'No feedback disponible';

function Details({ session }: { session: Session }) {
  const isUpcoming = !isCancelledSession(session) && !isPastSession(session, Date.now());
  const problem = isUpcoming ? changeProblemOf(session) : null;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="session-data"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="session-data" className="mb-4 text-lg font-semibold text-slate-900">
          Datos de la sesión
        </h2>
        <DetailsList
          items={[
            // Spec part 1 §2: the date shown is the session's created_at.
            { label: 'Fecha', value: formatDateTime(session.created_at) },
            { label: 'Sesión', value: formatLongDateTime(session.meeting_time) },
            { label: 'Tipo', value: SESSION_TYPE_LABELS[session.type] ?? session.type },
            { label: 'Tutor', value: session.tutor_name },
            ...(session.series_id ? [{ label: 'Repetición', value: WEEKLY_BADGE }] : []),
            ...(isCancelledSession(session) ? [{ label: 'Estado', value: CANCELLED_LINE }] : []),
            // Issue 51: the tutor's mark, once the session's time has passed.
            ...(!isCancelledSession(session) && isPastSession(session, Date.now())
              ? [{ label: ATTENDANCE_TEXTS.heading, value: studentAttendanceText(session.attendance) }]
              : []),
            ...(isCancelledSession(session) && session.cancel_reason
              ? [{ label: CANCEL_REASON_LABEL, value: session.cancel_reason }]
              : []),
          ]}
        />
        {problem ? (
          <div className="mt-4">
            <NoticeProblem>{problem}</NoticeProblem>
          </div>
        ) : null}
        {isUpcoming ? <AddToCalendarButton sessionId={session.id} className="mt-4" /> : null}
      </section>
      <section
        aria-labelledby="session-feedback"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="session-feedback" className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessageSquareText aria-hidden="true" className="size-5 text-teal-700" />
          Retroalimentación
        </h2>
        {session.feedback ? (
          <p className="whitespace-pre-line text-slate-800">{session.feedback}</p>
        ) : (
          <p className="text-slate-600">{NO_FEEDBACK}</p>
        )}
      </section>
    </div>
  );
}

/**
 * /sesiones/{id}: the date (from created_at) and the feedback, plus the meeting and tutor; upcoming,
 * 'Añadir al calendario' and the notice rule when it applies; cancelled, the reason given.
 */
export function SessionDetailPage() {
  const { id = '' } = useParams();
  const query = useSessionDetail(id);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Detalles de la sesión" />
      {query.isPending ? <SkeletonLines lines={4} /> : null}
      {query.isError ? <InlineAlert>{SESSION_DETAIL_ERROR}</InlineAlert> : null}
      {query.data ? <Details session={query.data} /> : null}
      <Link to={paths.sessions.list} className={buttonClass('secondary', 'mt-6')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver
      </Link>
    </div>
  );
}
