import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CalendarPlus } from 'lucide-react';
import { BOOKING_MESSAGES } from '@charla/domain/booking';
import { isPastSession, matchesMeetingDate, type Session } from '@charla/domain/sessions';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineAlert } from '@/components/inline-alert';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import { useTutors } from '@/lib/tutors';
import { useVisitInstant } from '@/lib/visit-instant';
import { CANCEL_ERROR, useCancelSession } from '../api/cancel-session';
import type { BookingLocationState } from './booking-frame';
import { SessionFilters, type TypeFilter } from './session-filters';
import { SessionPanel } from './session-panel';
import { CancelFollowingDialog } from './cancel-following-dialog';
import { CancelReasonField } from './cancel-reason-field';
import { StudentSessionCard } from './session-card';

/** Spec part 1 §2, §8: the list's texts. */
export const SESSIONS_TEXTS = {
  tutorsError: 'Error al cargar los tutores',
  loadingName: 'Cargando...',
  confirmCancel: '¿Estás seguro de que deseas cancelar esta sesión?',
  cancelling: 'Cancelando sesión...',
  upcoming: { empty: 'No tienes sesiones programadas.', end: 'No hay más sesiones futuras para cargar.' },
  past: { empty: 'No tienes sesiones pasadas.', end: 'No hay más sesiones pasadas para cargar.' },
  noMatch: 'No hay sesiones que coincidan con los criterios de búsqueda.',
} as const;

/**
 * /sesiones: the student's upcoming and past sessions, search, type filter, cancel (with an optional
 * reason) and reschedule.
 */
export function SessionsPage() {
  const navigate = useNavigate();
  const now = useVisitInstant();
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('all');
  const [toCancel, setToCancel] = useState<Session | null>(null);
  const [reason, setReason] = useState('');
  const [toCancelFollowing, setToCancelFollowing] = useState<Session | null>(null);
  const tutorsQuery = useTutors();
  const cancel = useCancelSession();

  const tutorNames = useMemo(
    () => new Map((tutorsQuery.data ?? []).map((tutor) => [tutor.id, tutor.public_name])),
    [tutorsQuery.data],
  );
  const tutorName = (session: Session) =>
    tutorsQuery.isPending ? SESSIONS_TEXTS.loadingName : (tutorNames.get(session.tutor_id) ?? session.tutor_name);
  const filter = (session: Session) =>
    (typeFilter === 'all' || session.type === typeFilter) && matchesMeetingDate(session.meeting_time, search);
  const isFiltering = typeFilter !== 'all' || search.trim() !== '';

  const confirmCancel = () => {
    const session = toCancel;
    setToCancel(null);
    if (!session) return;
    const toastId = toast.loading(SESSIONS_TEXTS.cancelling);
    cancel.mutate(
      { session, reason },
      {
        // Spec part 1 §8: a 4-second toast.
        onSuccess: () => toast.success(BOOKING_MESSAGES.cancelled, { id: toastId, duration: 4000 }),
        onError: (error) => {
          // The server's words (e.g. the notice rule's 409), or the reason's own rule.
          const detail = error instanceof Error && error.message !== CANCEL_ERROR ? error.message : null;
          toast.error(
            <span>
              <strong className="block font-semibold">{CANCEL_ERROR}</strong>
              {detail}
            </span>,
            { id: toastId },
          );
        },
      },
    );
  };

  const renderSession = (session: Session) => (
    <StudentSessionCard
      session={session}
      tutorName={tutorName(session)}
      isPast={isPastSession(session, Date.now())}
      onCancel={(chosen) => {
        setReason('');
        setToCancel(chosen);
      }}
      onCancelFollowing={setToCancelFollowing}
      onEdit={(edited) => navigate(paths.sessions.book, { state: { session: edited } satisfies BookingLocationState })}
    />
  );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Mis Sesiones" />
        <Link to={paths.sessions.book} className={buttonClass('primary')}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Agendar
        </Link>
      </div>
      <div className="space-y-4">
        <SessionFilters
          search={search}
          onSearchChange={setSearch}
          typeFilter={typeFilter}
          onTypeFilterChange={setTypeFilter}
        />
        {tutorsQuery.isError ? <InlineAlert>{SESSIONS_TEXTS.tutorsError}</InlineAlert> : null}
        <SessionPanel
          kind="upcoming"
          title="Próximas Sesiones"
          now={now}
          defaultOpen
          texts={{ ...SESSIONS_TEXTS.upcoming, noMatch: isFiltering ? SESSIONS_TEXTS.noMatch : undefined }}
          filter={filter}
          renderSession={renderSession}
        />
        <SessionPanel
          kind="past"
          title="Sesiones Pasadas"
          now={now}
          texts={{ ...SESSIONS_TEXTS.past, noMatch: isFiltering ? SESSIONS_TEXTS.noMatch : undefined }}
          filter={filter}
          renderSession={renderSession}
        />
      </div>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title={SESSIONS_TEXTS.confirmCancel}
        confirmLabel="Sí, cancelar"
        cancelLabel="No, mantener"
        onConfirm={confirmCancel}
        isDestructive
      >
        <CancelReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
      <CancelFollowingDialog session={toCancelFollowing} onClose={() => setToCancelFollowing(null)} />
    </>
  );
}
