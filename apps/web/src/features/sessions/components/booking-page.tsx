import { useLocation } from 'react-router';
import { MonthUsage } from '@/components/month-usage';
import { StatusBanner } from '@/components/status-banner';
import { usePlan } from '@/lib/plans';
import { useSession } from '@/lib/use-session';
import { BookingForm } from './booking-form';
import { BookingFrame, editedSession } from './booking-frame';

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

/** /sesiones/agendar: book a session, or reschedule the one passed on navigation. */
export function BookingPage() {
  const location = useLocation();
  const editing = editedSession(location.state);
  return (
    <BookingFrame>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <PlanNote />
        <MonthUsage className="mb-5" />
        {/* A new key per session: the form starts from that session's values. */}
        <BookingForm key={editing?.id ?? 'new'} editing={editing} />
      </div>
    </BookingFrame>
  );
}
