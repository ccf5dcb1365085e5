import { CreditCard } from 'lucide-react';
import { listWeekdaysEs } from '@charla/domain/availability';
import { languageLabel, type Plan } from '@charla/domain/plans';
import { DetailsList } from '@/components/details-list';
import { MonthUsage } from '@/components/month-usage';
import { SectionCard } from '@/components/section-card';
import { SectionState } from './section-state';

export const NO_PLAN_MESSAGE = 'Sin plan asignado';

/** The plan's cancellation notice in words (docs/decisions/024): '12 horas', '1 hora', or no limit. */
export function cancelNoticeLabel(hours: number): string {
  if (hours <= 0) return 'Sin límite';
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

interface PlanSectionProps {
  hasPlan: boolean;
  plan: Plan | undefined;
  isLoading: boolean;
  isError: boolean;
}

export function PlanSection({ hasPlan, plan, isLoading, isError }: PlanSectionProps) {
  return (
    <SectionCard title="Plan de Suscripción" icon={<CreditCard className="size-5" />}>
      <SectionState isLoading={isLoading} isError={isError || (hasPlan && !plan)}>
        {!hasPlan ? (
          <p className="text-slate-700">{NO_PLAN_MESSAGE}</p>
        ) : plan ? (
          <DetailsList
            items={[
              { label: 'Plan', value: plan.name },
              { label: 'Idioma', value: languageLabel(plan.language) },
              { label: 'Días para enviar SEDs', value: listWeekdaysEs(plan.sed_submission_days) || 'Ninguno' },
              { label: 'Sesiones de Reading (máximo)', value: plan.maximum_reading_sessions },
              { label: 'Sesiones de Speaking (máximo)', value: plan.maximum_speaking_sessions },
              { label: 'Sesiones en total (máximo)', value: plan.maximum_total_sessions },
              ...(typeof plan.cancel_notice_hours === 'number'
                ? [{ label: 'Aviso mínimo para cancelar', value: cancelNoticeLabel(plan.cancel_notice_hours) }]
                : []),
            ]}
          />
        ) : null}
        {hasPlan && plan ? <MonthUsage level={3} className="mt-5" /> : null}
      </SectionState>
    </SectionCard>
  );
}
