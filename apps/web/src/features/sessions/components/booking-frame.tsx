// The booking screen's frame: the way back, the heading and its intro. routes.tsx also draws it while the
// sessions area's code arrives, so a phone shows the page's own words with the shell (decision 025).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SESSION_TYPE_LABELS } from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { formatLongDateTime } from '@charla/domain/time';
import { PageHeader } from '@/components/page-header';
import { useFrameDrawn } from '@/components/page-frame';
import { paths } from '@/lib/paths';

/** Router state of the edit mode: the list passes the session it edits (spec part 1 §2). */
export interface BookingLocationState {
  session?: Session;
}

export function editedSession(state: unknown): Session | undefined {
  const session = (state as BookingLocationState | null)?.session;
  const isSession =
    session &&
    typeof session.id === 'string' &&
    typeof session.meeting_time === 'string' &&
    typeof session.tutor_id === 'string' &&
    typeof session.type === 'string';
  return isSession ? session : undefined;
}

export function BookingFrame({ children }: { children: ReactNode }) {
  const drawn = useFrameDrawn();
  const editing = editedSession(useLocation().state);
  if (drawn) return children;
  return (
    <div className="mx-auto max-w-xl">
      <Link
        to={paths.sessions.list}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-teal-800 hover:text-teal-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Mis Sesiones
      </Link>
      <PageHeader
        title={editing ? 'Reprogramar sesión' : 'Agendar sesión'}
        description={
          editing
            ? `Sesión actual: ${SESSION_TYPE_LABELS[editing.type]}, ${formatLongDateTime(editing.meeting_time)} con ${editing.tutor_name}.`
            : 'Elige tutor, fecha, hora y tipo de sesión. Las horas se muestran en la hora de la Ciudad de México.'
        }
      />
      {children}
    </div>
  );
}
