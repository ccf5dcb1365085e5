import { describe, expect, it } from 'vitest';
import { hasAvailability, isOfferedTo, languagesLabel, teaches, wrongLanguageMessage } from './offered';

const monday = { MONDAY: [{ start_time: 9, end_time: 12 }] };

describe('the tutors a student is offered (decision 029)', () => {
  it('teach the plan language and have weekly availability', () => {
    expect(isOfferedTo({ languages: ['en'], availability: monday }, 'en')).toBe(true);
    expect(isOfferedTo({ languages: ['en'], availability: monday }, 'fr')).toBe(false);
    expect(isOfferedTo({ languages: ['en', 'fr'], availability: monday }, 'fr')).toBe(true);
    expect(isOfferedTo({ languages: ['en'], availability: {} }, 'en')).toBe(false);
    expect(isOfferedTo({ languages: ['en'], availability: { MONDAY: [] } }, 'en')).toBe(false);
    expect(isOfferedTo({ languages: [], availability: monday }, 'en')).toBe(false);
  });

  it('without a plan there is no language to match, only availability', () => {
    expect(teaches({ languages: [] }, null)).toBe(true);
    expect(isOfferedTo({ languages: [], availability: monday }, null)).toBe(true);
    expect(hasAvailability({})).toBe(false);
  });

  it('names the languages and the refusal in Spanish', () => {
    expect(languagesLabel(['en', 'fr'])).toBe('Inglés, Francés');
    expect(languagesLabel([])).toBe('');
    expect(wrongLanguageMessage('en')).toBe('Ese tutor no enseña inglés, el idioma de tu plan. Elige otro tutor.');
  });
});
