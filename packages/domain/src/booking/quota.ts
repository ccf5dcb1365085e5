// Monthly quotas from the student's plan (DESIGN §6), counting non-cancelled sessions in the calendar
// month of the display zone: by type and in total.
import type { SessionType } from './session-types';

export interface PlanQuotas {
  name: string;
  maximum_reading_sessions: number;
  maximum_speaking_sessions: number;
  maximum_total_sessions: number;
}

export interface MonthCounts {
  reading: number;
  speaking: number;
}

export const NO_PLAN_MESSAGE =
  'Tu cuenta no tiene un plan asignado. Pide a tu administrador que te asigne uno para poder agendar sesiones.';

/** The Spanish 409 message when booking one more session of `type` would pass a limit, else null. */
export function quotaProblem(plan: PlanQuotas | null, counts: MonthCounts, type: SessionType): string | null {
  if (!plan) return NO_PLAN_MESSAGE;
  const isReading = type === 'reading-session';
  const typeLimit = isReading ? plan.maximum_reading_sessions : plan.maximum_speaking_sessions;
  const typeCount = isReading ? counts.reading : counts.speaking;
  const label = isReading ? 'reading' : 'speaking';
  if (typeCount + 1 > typeLimit) {
    return typeLimit === 0
      ? `Tu plan ${plan.name} no incluye sesiones de ${label}. Elige otro tipo de sesión o pide un cambio de plan.`
      : `Ya agendaste ${typeCount} de ${typeLimit} sesiones de ${label} permitidas este mes en tu plan ${plan.name}. Cancela una sesión de ${label} o espera al próximo mes.`;
  }
  const total = counts.reading + counts.speaking;
  if (total + 1 > plan.maximum_total_sessions) {
    return `Ya agendaste ${total} de ${plan.maximum_total_sessions} sesiones permitidas este mes en tu plan ${plan.name}. Cancela una sesión o espera al próximo mes.`;
  }
  return null;
}
