import { isPastSession, type Session } from '@charla/domain/sessions';
import { PageHeader } from '@/components/page-header';
import { useVisitInstant } from '@/lib/visit-instant';
import { SessionPanel } from './session-panel';
import { TutorSessionCard } from './tutor-session-card';

export const TUTOR_SESSIONS_TEXTS = {
  upcoming: {
    empty: 'No tienes sesiones programadas con estudiantes.',
    end: 'No hay más sesiones futuras para cargar.',
  },
  past: { empty: 'No tienes sesiones pasadas.', end: 'No hay más sesiones pasadas para cargar.' },
} as const;

/**
 * /tutor/sesiones: the tutor's own sessions (the server narrows GET /sessions to them) with the
 * student's name, and feedback on past ones (docs/decisions/009).
 */
export function TutorSessionsPage() {
  const now = useVisitInstant();
  const renderSession = (session: Session) => (
    <TutorSessionCard session={session} isPast={isPastSession(session, Date.now())} />
  );
  return (
    <>
      <PageHeader
        title="Sesiones con estudiantes"
        description="Tus próximas sesiones y la retroalimentación de las que ya ocurrieron."
      />
      <div className="space-y-4">
        <SessionPanel
          kind="upcoming"
          title="Próximas Sesiones"
          now={now}
          defaultOpen
          texts={TUTOR_SESSIONS_TEXTS.upcoming}
          renderSession={renderSession}
        />
        <SessionPanel
          kind="past"
          title="Sesiones Pasadas"
          now={now}
          texts={TUTOR_SESSIONS_TEXTS.past}
          renderSession={renderSession}
        />
      </div>
    </>
  );
}
