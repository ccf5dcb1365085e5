// How the progress views show a run's numbers (issue 10): es-MX digits (DESIGN §11), at most the one
// decimal the server stores them with (spec part 2 §9: score and accuracy rounded to 1 decimal).
import { DISPLAY_LOCALE } from '../time/zones';

const oneDecimal = new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 1 });

/** A number the server did not send shows as a dash, never as 'NaN'. */
const MISSING = '—';

/** A score: '27.1', '1,234.5', '0'. */
export function formatScore(value: number): string {
  return Number.isFinite(value) ? oneDecimal.format(value) : MISSING;
}

/** An accuracy from 0 to 100: '85.5%', '100%'. */
export function formatAccuracy(value: number): string {
  return Number.isFinite(value) ? `${oneDecimal.format(value)}%` : MISSING;
}

/** A whole count with its noun: '1 intento', '12 intentos', '1,000 veces'. */
export function formatCount(value: number, singular: string, plural: string): string {
  if (!Number.isFinite(value)) return MISSING;
  return `${oneDecimal.format(value)} ${value === 1 ? singular : plural}`;
}
