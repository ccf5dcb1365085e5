// Monthly quotas from the student's plan (DESIGN §6), counting non-cancelled sessions in the calendar
// month of the display zone: by type and in total. One rule for both sides: what a student has left this
// month (monthUsage, shown on the booking screen and the profile) and the booking's refusal (quotaProblem)
// when nothing is left of the type asked for.
import { z } from 'zod';
import { SESSION_TYPES, type SessionType } from './session-types';

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

/** Sessions used this month against one limit, and how many more may be booked. */
export const QuotaCount = z.object({ used: z.int(), limit: z.int(), remaining: z.int() });
export type QuotaCount = z.infer<typeof QuotaCount>;

/**
 * A month's use of the plan: per type, `remaining` is what the type's limit and the total's both still
 * allow (never below 0); the total on its own.
 */
export const MonthUsage = z.object({
  types: z.array(QuotaCount.extend({ type: z.enum(SESSION_TYPES) })),
  total: QuotaCount,
});
export type MonthUsage = z.infer<typeof MonthUsage>;

const isReading = (type: SessionType) => type === 'reading-session';

export function monthUsage(plan: PlanQuotas, counts: MonthCounts): MonthUsage {
  const used = counts.reading + counts.speaking;
  const totalLeft = plan.maximum_total_sessions - used;
  const total = { used, limit: plan.maximum_total_sessions, remaining: Math.max(0, totalLeft) };
  const types = SESSION_TYPES.map((type) => {
    const typeUsed = isReading(type) ? counts.reading : counts.speaking;
    const limit = isReading(type) ? plan.maximum_reading_sessions : plan.maximum_speaking_sessions;
    return { type, used: typeUsed, limit, remaining: Math.max(0, Math.min(limit - typeUsed, totalLeft)) };
  });
  return { types, total };
}

/** The Spanish 409 message when booking one more session of `type` would pass a limit, else null. */
export function quotaProblem(plan: PlanQuotas | null, counts: MonthCounts, type: SessionType): string | null {
  if (!plan) return NO_PLAN_MESSAGE;
  const usage = monthUsage(plan, counts);
  const ofType = usage.types.find((entry) => entry.type === type)!;
  if (ofType.remaining > 0) return null;
  const label = isReading(type) ? 'reading' : 'speaking';
  if (ofType.used >= ofType.limit) {
    return ofType.limit === 0
      ? `Tu plan ${plan.name} no incluye sesiones de ${label}. Elige otro tipo de sesión o pide un cambio de plan.`
      : `Ya agendaste ${ofType.used} de ${ofType.limit} sesiones de ${label} permitidas este mes en tu plan ${plan.name}. Cancela una sesión de ${label} o espera al próximo mes.`;
  }
  return `Ya agendaste ${usage.total.used} de ${usage.total.limit} sesiones permitidas este mes en tu plan ${plan.name}. Cancela una sesión o espera al próximo mes.`;
}

/** GET /api/session_usage: the caller's month (display zone, 'YYYY-MM') and their plan's use in it. */
export const SessionUsage = z.object({
  month: z.string(),
  /** Null without a plan: nothing can be booked. */
  plan_name: z.string().nullable(),
  usage: MonthUsage.nullable(),
});
export type SessionUsage = z.infer<typeof SessionUsage>;
