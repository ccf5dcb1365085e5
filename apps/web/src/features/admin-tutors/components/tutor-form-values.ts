// The tutor form's schema and values: the domain's rules for the public name, time zone and languages
// (@charla/domain/tutors), and a user that must be picked (spec part 2 §5: "user required").
import { z } from 'zod';
import { DEFAULT_TUTOR_TIME_ZONE, timeZoneName } from '@charla/domain/time';
import { LANGUAGE_NAMES_ES, PLAN_LANGUAGES } from '@charla/domain/plans';
import { TutorCreateInput, TutorLanguages, type Tutor } from '@charla/domain/tutors';
import type { SelectOption } from '@/components/form/select-field';
import { TUTOR_FORM_TEXTS as T } from './texts';

export const TutorFormSchema = TutorCreateInput.pick({ public_name: true }).extend({
  user_id: z.string({ error: T.userRequired }).min(1, T.userRequired),
  timezone: TutorCreateInput.shape.timezone.unwrap(),
  languages: TutorLanguages,
});
export type TutorFormInput = z.input<typeof TutorFormSchema>;

/** Field names as the server's 422 names them (loc after 'body'). */
export const TUTOR_FIELDS = ['user_id', 'public_name', 'timezone', 'languages'] as const;

/** What a tutor may teach: the plans' languages, named in Spanish (Inglés, Español, Francés). */
export const LANGUAGE_OPTIONS: SelectOption[] = PLAN_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES_ES[value],
}));

export function tutorFormDefaults(tutor?: Tutor): TutorFormInput {
  return {
    user_id: tutor?.user_id ?? '',
    public_name: tutor?.public_name ?? '',
    timezone: tutor?.timezone ?? DEFAULT_TUTOR_TIME_ZONE,
    languages: tutor?.languages ?? [],
  };
}

function ianaZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** Every IANA zone the browser knows, 'Costa Rica (America/Costa_Rica)', with `current` always offered. */
export function timeZoneOptions(current: string): SelectOption[] {
  const zones = new Set([...ianaZones(), DEFAULT_TUTOR_TIME_ZONE, 'UTC']);
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: `${timeZoneName(zone)} (${zone})` }));
}
