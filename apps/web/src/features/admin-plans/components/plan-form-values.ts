// The plan form's values (spec part 2 §3 Plan, §5 plan form): what PlanCreateInput (packages/domain)
// resolves, how a saved plan fills the form, and the note under the quotas.
import { PLAN_LANGUAGES, LANGUAGE_NAMES_ES, type Plan, type PlanCreateInput } from '@charla/domain/plans';
import { WEEKDAYS, WEEKDAY_NAMES_ES } from '@charla/domain/availability';
import type { z } from 'zod';

export type PlanFormValues = z.input<typeof PlanCreateInput>;

export const LANGUAGE_OPTIONS = PLAN_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES_ES[value] }));
export const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_NAMES_ES[value] }));

export function planFormDefaults(plan?: Plan): PlanFormValues {
  return {
    name: plan?.name ?? '',
    // Spec part 2 §3: language defaults to en.
    language: plan?.language ?? 'en',
    sed_submission_days: plan ? [...plan.sed_submission_days] : [],
    maximum_reading_sessions: plan?.maximum_reading_sessions ?? 0,
    maximum_speaking_sessions: plan?.maximum_speaking_sessions ?? 0,
    maximum_total_sessions: plan?.maximum_total_sessions ?? 0,
    is_default: plan?.is_default ?? false,
    // Docs/decisions/024: no notice unless the admin sets one.
    cancel_notice_hours: plan?.cancel_notice_hours ?? 0,
  };
}

interface Quotas {
  maximum_reading_sessions?: unknown;
  maximum_speaking_sessions?: unknown;
  maximum_total_sessions?: unknown;
}

/** A quota as it will be saved; what the schema refuses (negative, fractional) is its own field's message. */
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/**
 * Spec part 2 §5 leaves the quota rule unsaid. The total caps the sum of both types and each per-type
 * quota caps its own (packages/domain booking/quota.ts), so a total below a per-type quota is allowed
 * (e.g. 10 / 10 / 4: "any mix, 4 a month") but that per-type quota can never be reached: the form says
 * so, without refusing it.
 */
export function totalQuotaNote(values: Quotas): string | null {
  const total = count(values.maximum_total_sessions);
  const above = [
    count(values.maximum_reading_sessions) > total ? `de Reading (${count(values.maximum_reading_sessions)})` : null,
    count(values.maximum_speaking_sessions) > total ? `de Speaking (${count(values.maximum_speaking_sessions)})` : null,
  ].filter((part): part is string => part !== null);
  if (above.length === 0) return null;
  const which = above.length === 1 ? `el máximo ${above[0]}` : `los máximos ${above[0]} y ${above[1]}`;
  const sessions = total === 1 ? '1 sesión' : `${total} sesiones`;
  return `El total (${total}) es menor que ${which}: el total limita la suma de ambos tipos, así que un estudiante del plan podrá agendar como máximo ${sessions} al mes.`;
}
