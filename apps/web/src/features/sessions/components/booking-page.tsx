import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SESSION_TYPE_LABELS } from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { formatLongDateTime } from '@charla/domain/time';
import { PageHeader } from '@/components/page-header';
import { StatusBanner } from '@/components/status-banner';
import { paths } from '@/lib/paths';
import { usePlan } from '@/lib/plans';
import { useSession } from '@/lib/use-session';
import { BookingForm } from './booking-form';

// Worded as the SED screen's note (seds/components/submission-days-note.tsx).
export const NO_PLAN_BOOKING_MESSAGE =
  'No tienes un plan asignado, así que aún no puedes agendar sesiones. Pide a tu administrador que te asigne uno.';
export const noSessionsInPlanMessage = (planName: string) =>
  `Tu plan ${planName} no incluye sesiones, así que aún no puedes agendar. Pide a tu administrador que lo cambie.`;

/**
 * Tells a person whose plan allows no booking so before they fill the form (issue 8). The server
 * decides (409 naming the limit); this only saves them the trip.
 */
function PlanNote() {
  const planId = useSession()?.claims.plan_id;
  const planQuery = usePlan(planId);
  if (!planId)
    return (
      <StatusBanner tone="warning" className="mb-5">
        {NO_PLAN_BOOKING_MESSAGE}
      </StatusBanner>
    );
  const plan = planQuery.data;
  if (plan && plan.maximum_total_sessions === 0) {
    return (
      <StatusBanner tone="warning" className="mb-5">
        {noSessionsInPlanMessage(plan.name)}
      </StatusBanner>
    );
  }
  return null;
}

/** Router state of the edit mode: the list passes the session it edits (spec part 1 §2). */
export interface BookingLocationState {
  session?: Session;
}

function editedSession(state: unknown): Session | undefined {
  const session = (state as BookingLocationState | null)?.session;
  const isSession =
    session &&
    typeof session.id === 'string' &&
    typeof session.meeting_time === 'string' &&
    typeof session.tutor_id === 'string' &&
    typeof session.type === 'string';
  return isSession ? session : undefined;
}

/** /sesiones/agendar: book a session, or reschedule the one passed on navigation. */
export function BookingPage() {
  const location = useLocation();
  const editing = editedSession(location.state);
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
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <PlanNote />
        {/* A new key per session: the form starts from that session's values. */}
        <BookingForm key={editing?.id ?? 'new'} editing={editing} />
      </div>
    </div>
  );
}
