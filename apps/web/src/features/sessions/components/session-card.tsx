import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CircleX, Clock, ExternalLink, Repeat, UserRound } from 'lucide-react';
import { noticeProblem, SESSION_TYPE_LABELS } from '@charla/domain/booking';
import { isCancelledSession, type Session } from '@charla/domain/sessions';
import { formatLongDateTime } from '@charla/domain/time';
import { Button, buttonClass } from '@/components/button';
import { paths } from '@/lib/paths';
import { AddToCalendarButton } from './add-to-calendar-button';
import { AttendanceLine } from './attendance-buttons';

export const CANCELLED_LINE = 'Sesión cancelada';
/** Before the reason the student gave when cancelling (docs/decisions/024). */
export const CANCEL_REASON_LABEL = 'Motivo';
/** A week of a weekly series (issue 50). */
export const WEEKLY_BADGE = 'Semanal';
export const CANCEL_FOLLOWING = 'Cancelar esta y las siguientes';

/** Marks a session that belongs to a weekly series (issue 50): on the cards and the details. */
export function WeeklyBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-800">
      <Repeat aria-hidden="true" className="size-3.5" />
      {WEEKLY_BADGE}
    </span>
  );
}

/** Why the student can no longer cancel or reschedule this upcoming session now, or null. */
export function changeProblemOf(session: Session, now: number = Date.now()): string | null {
  if (isCancelledSession(session)) return null;
  return noticeProblem(session.meeting_time, session.cancel_notice_hours, now);
}

/** The notice rule's sentence, shown where the buttons it disables are. */
export function NoticeProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

interface SessionCardFrameProps {
  session: Session;
  /** 'Tutor' or 'Estudiante' and the name to show. */
  person: { label: string; name: string };
  children?: ReactNode;
}

/** The card's common part: type, date, the other person and the cancelled line; named by type and date. */
export function SessionCardFrame({ session, person, children }: SessionCardFrameProps) {
  const titleId = useId();
  const dateId = useId();
  const isCancelled = isCancelledSession(session);
  return (
    <article
      aria-labelledby={`${titleId} ${dateId}`}
      className={`rounded-xl border p-4 ${isCancelled ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {SESSION_TYPE_LABELS[session.type] ?? session.type}
          </h3>
          {session.series_id ? <WeeklyBadge /> : null}
        </div>
        {isCancelled ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-medium text-red-800">
            <CircleX aria-hidden="true" className="size-4" />
            {CANCELLED_LINE}
          </p>
        ) : null}
      </div>
      <p className="mt-2 flex items-start gap-2 text-sm text-slate-800">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        <span id={dateId}>{formatLongDateTime(session.meeting_time)}</span>
      </p>
      <p className="mt-1 flex items-start gap-2 text-sm text-slate-800">
        <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        <span>
          <span className="text-slate-600">{person.label}: </span>
          {person.name}
        </span>
      </p>
      {isCancelled && session.cancel_reason ? (
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
          <span className="text-slate-600">{CANCEL_REASON_LABEL}: </span>
          {session.cancel_reason}
        </p>
      ) : null}
      {children}
    </article>
  );
}

/** 'Entrar' opens the meeting in a new tab; without a link it is a disabled 'Enlace no disponible'. */
export function JoinLink({ url }: { url: string | null }) {
  if (!url) {
    return (
      <Button variant="secondary" disabled>
        Enlace no disponible
      </Button>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
      <ExternalLink aria-hidden="true" className="size-4" />
      Entrar
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}

interface StudentSessionCardProps {
  session: Session;
  tutorName: string;
  isPast: boolean;
  onCancel: (session: Session) => void;
  onEdit: (session: Session) => void;
  /** A week of a series: cancel it and the following ones (issue 50). */
  onCancelFollowing?: (session: Session) => void;
}

/**
 * Spec part 1 §2: past → 'Ver Detalles'; future → 'Entrar' (or no link) and 'Cancelar', plus 'Editar'
 * and 'Añadir al calendario'. Inside the plan's notice (docs/decisions/024) the card says why and
 * Editar and Cancelar are disabled before the student tries.
 */
export function StudentSessionCard({
  session,
  tutorName,
  isPast,
  onCancel,
  onEdit,
  onCancelFollowing,
}: StudentSessionCardProps) {
  const isCancelled = isCancelledSession(session);
  const noticeId = useId();
  const problem = isPast ? null : changeProblemOf(session);
  const lockedProps = problem ? { disabled: true, 'aria-describedby': noticeId } : {};
  let actions: ReactNode = null;
  if (isPast) {
    actions = (
      <Link to={paths.sessions.detail(session.id)} className={buttonClass('secondary')}>
        Ver Detalles
      </Link>
    );
  } else if (!isCancelled) {
    actions = (
      <>
        {/* On phones: joining gets the whole first row, Editar and Cancelar share the second. */}
        <div className="grid basis-full sm:basis-auto">
          <JoinLink url={session.meeting_url} />
        </div>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => onEdit(session)} {...lockedProps}>
          Editar
        </Button>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => onCancel(session)} {...lockedProps}>
          Cancelar
        </Button>
        {/* Not locked by this week's notice: the server keeps the weeks inside it and says so. */}
        {session.series_id && onCancelFollowing ? (
          <Button variant="secondary" className="basis-full sm:basis-auto" onClick={() => onCancelFollowing(session)}>
            {CANCEL_FOLLOWING}
          </Button>
        ) : null}
        <AddToCalendarButton sessionId={session.id} className="basis-full sm:basis-auto" />
      </>
    );
  }
  return (
    <SessionCardFrame session={session} person={{ label: 'Tutor', name: tutorName }}>
      {isPast && !isCancelled ? <AttendanceLine attendance={session.attendance} /> : null}
      {problem ? (
        <div className="mt-3">
          <NoticeProblem id={noticeId}>{problem}</NoticeProblem>
        </div>
      ) : null}
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
    </SessionCardFrame>
  );
}
