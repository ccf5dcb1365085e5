import { z } from 'zod';
import { WEEKDAYS } from '../availability/weekdays';
import { Timestamp } from '../http/index';

export const PLAN_LANGUAGES = ['en', 'es', 'fr'] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

/** Spec: en/fr shown as Inglés/Francés (es as Español in the admin form). */
export const LANGUAGE_NAMES_ES: Record<PlanLanguage, string> = {
  en: 'Inglés',
  es: 'Español',
  fr: 'Francés',
};

/** Language label for any stored value, including the ENGLISH/SPANISH list labels of spec part 2 §3. */
export function languageLabel(language: string | null | undefined): string {
  switch ((language ?? '').toLowerCase()) {
    case 'en':
    case 'english':
      return 'Inglés';
    case 'es':
    case 'spanish':
      return 'Español';
    case 'fr':
    case 'french':
      return 'Francés';
    default:
      return language ?? '';
  }
}

/** A plan's language, and a practice's (the language it teaches). */
export const Language = z.enum(PLAN_LANGUAGES, { error: 'El idioma debe ser en, es o fr' });

const Quota = z
  .int('La cantidad debe ser un número entero')
  .min(0, 'La cantidad debe ser mayor o igual a 0')
  .max(10000, 'La cantidad es demasiado alta');

const unique = <T>(list: T[]) => new Set(list).size === list.length;

const planFields = {
  name: z
    .string({ error: 'El nombre es obligatorio' })
    .trim()
    .min(1, 'El nombre es obligatorio')
    .max(120, 'El nombre es demasiado largo'),
  language: Language,
  sed_submission_days: z
    .array(z.enum(WEEKDAYS, { error: 'Día de la semana no válido' }))
    .refine(unique, 'Días repetidos'),
  maximum_reading_sessions: Quota,
  maximum_speaking_sessions: Quota,
  maximum_total_sessions: Quota,
  /** The plan registration gives new students; setting it unsets the previous default (decision 018). */
  is_default: z.boolean({ error: 'El plan predeterminado debe indicarse con verdadero o falso' }),
  /** Inside this many hours before a session its student can't cancel or reschedule (decision 024). */
  cancel_notice_hours: z
    .int('El aviso mínimo debe ser un número entero de horas')
    .min(0, 'El aviso mínimo debe ser mayor o igual a 0')
    .max(168, 'El aviso mínimo puede ser como máximo 168 horas (una semana)'),
};

export const PlanCreateInput = z.object({
  ...planFields,
  language: planFields.language.default('en'),
  sed_submission_days: planFields.sed_submission_days.default([]),
  maximum_reading_sessions: Quota.default(0),
  maximum_speaking_sessions: Quota.default(0),
  maximum_total_sessions: Quota.default(0),
  is_default: planFields.is_default.optional(),
  cancel_notice_hours: planFields.cancel_notice_hours.default(0),
});
export type PlanCreateInput = z.infer<typeof PlanCreateInput>;
export const PlanPatchInput = z.object(planFields).partial();
export type PlanPatchInput = z.infer<typeof PlanPatchInput>;

export const Plan = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(PLAN_LANGUAGES),
  sed_submission_days: z.array(z.enum(WEEKDAYS)),
  maximum_reading_sessions: z.int(),
  maximum_speaking_sessions: z.int(),
  maximum_total_sessions: z.int(),
  is_default: z.boolean(),
  cancel_notice_hours: z.int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Plan = z.infer<typeof Plan>;
