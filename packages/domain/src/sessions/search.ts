// The sessions list's search box matches on the formatted meeting date (spec part 1 §2): the text
// the card shows, so what the user reads is what they can type. Case and accents do not matter.
import { formatDateTime, formatLongDateTime, type Instant } from '../time/format';

/** Lower case, without accents, with every run of spaces (also no-break spaces) as one space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether `query` appears in the meeting date as the card shows it ('sábado, 21 de noviembre de 2026,
 * 3:30 p.m.') or in its short form ('21/11/2026, 3:30 p.m.'). An empty query matches everything.
 */
export function matchesMeetingDate(meetingTime: Instant, query: string): boolean {
  const wanted = normalizeSearchText(query);
  if (wanted === '') return true;
  return [formatLongDateTime(meetingTime), formatDateTime(meetingTime)].some((text) =>
    normalizeSearchText(text).includes(wanted),
  );
}
