// The plan's SED days on the upload screen (GET /plans/{plan_id}). The server decides (409 naming the
// days); this mirrors the rule so the student knows before recording.
import { CalendarDays } from 'lucide-react';
import { sedDaysMessage, sedNotTodayMessage } from '@charla/domain/sed-days';
import { StatusBanner } from '@/components/status-banner';
import { usePlan } from '@/lib/plans';

export const NO_PLAN_MESSAGE = 'No tienes un plan asignado, así que aún no puedes enviar SEDs. Pide a tu administrador que te asigne uno.';

export function SubmissionDaysNote({ planId, now = Date.now() }: { planId: string | null | undefined; now?: number }) {
  const planQuery = usePlan(planId);
  if (!planId) return <StatusBanner tone="warning">{NO_PLAN_MESSAGE}</StatusBanner>;
  if (planQuery.isPending) {
    return <div aria-hidden="true" className="h-11 animate-pulse rounded-lg bg-slate-200" />;
  }
  if (planQuery.isError) {
    return <p className="text-sm text-slate-600">No se pudo cargar la información de tu plan.</p>;
  }
  const days = planQuery.data.sed_submission_days;
  const notToday = sedNotTodayMessage(days, now);
  return (
    <div className="space-y-2">
      <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm font-medium text-sky-950">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
        {sedDaysMessage(days)}
      </p>
      {notToday ? <StatusBanner tone="warning">{notToday}</StatusBanner> : null}
    </div>
  );
}
