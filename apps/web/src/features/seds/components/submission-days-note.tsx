// The plan's SED days on the upload screen (GET /plans/{plan_id}). The server decides (409 naming the
// days); the form mirrors the rule (sed-upload-form.tsx: on another day it says so and records nothing).
import { CalendarDays } from 'lucide-react';
import { sedDaysMessage } from '@charla/domain/sed-days';
import { StatusBanner } from '@/components/status-banner';
import { usePlan } from '@/lib/plans';

export const NO_PLAN_MESSAGE =
  'No tienes un plan asignado, así que aún no puedes enviar SEDs. Pide a tu administrador que te asigne uno.';

export function SubmissionDaysNote({ planId }: { planId: string | null | undefined }) {
  const planQuery = usePlan(planId);
  if (!planId) return <StatusBanner tone="warning">{NO_PLAN_MESSAGE}</StatusBanner>;
  if (planQuery.isPending) {
    return <div aria-hidden="true" className="h-11 animate-pulse rounded-lg bg-slate-200" />;
  }
  if (planQuery.isError) {
    return <p className="text-sm text-slate-600">No se pudo cargar la información de tu plan.</p>;
  }
  return (
    <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm font-medium text-sky-950">
      <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
      {sedDaysMessage(planQuery.data.sed_submission_days)}
    </p>
  );
}
