// Which tutors a student is offered (docs/decisions/029): those who teach their plan's language and have
// weekly availability — in the booking screen's list, in 'Any' and in the server's checks alike.
import type { Availability } from '../availability/schedule';
import { languageLabel } from '../plans/index';

export interface TutorOffer {
  languages: readonly string[];
  availability: Availability;
}

/** Whether the weekly availability has at least one slot. */
export function hasAvailability(availability: Availability): boolean {
  return Object.values(availability).some((slots) => (slots?.length ?? 0) > 0);
}

/**
 * Whether the tutor teaches `language`, a student's plan language. Without a plan (null) there is no
 * language to match: the booking is refused for the missing plan instead (NO_PLAN_MESSAGE).
 */
export function teaches(tutor: Pick<TutorOffer, 'languages'>, language: string | null): boolean {
  return language === null || tutor.languages.includes(language);
}

/** Whether a student whose plan teaches `language` is offered this tutor. */
export function isOfferedTo(tutor: TutorOffer, language: string | null): boolean {
  return teaches(tutor, language) && hasAvailability(tutor.availability);
}

/** The 422 of a booking that names a tutor who does not teach the student's plan language. */
export function wrongLanguageMessage(language: string): string {
  return `Ese tutor no enseña ${languageLabel(language).toLowerCase()}, el idioma de tu plan. Elige otro tutor.`;
}

/** 'Inglés, Francés' for ['en', 'fr'] (the screens' words for what a tutor teaches); '' for none. */
export function languagesLabel(languages: readonly string[]): string {
  return languages.map(languageLabel).join(', ');
}
