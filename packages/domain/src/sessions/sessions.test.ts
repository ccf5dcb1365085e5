import { describe, expect, it } from 'vitest';
import {
  formatDateKeyLong,
  formatTimeKey12,
  isCancelledSession,
  isPastSession,
  matchesMeetingDate,
  nextSessionPage,
  normalizeSearchText,
  sessionListQuery,
} from './index';

describe('sessionListQuery (spec part 1 §7)', () => {
  it.each([
    [
      'upcoming',
      1,
      '?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10&meeting_time_after=2026-11-21T18%3A00%3A00.000Z',
    ],
    [
      'upcoming',
      3,
      '?sort_by=meeting_time&sort_order=1&page_number=3&page_size=10&meeting_time_after=2026-11-21T18%3A00%3A00.000Z',
    ],
    [
      'past',
      2,
      '?sort_by=meeting_time&sort_order=-1&page_number=2&page_size=10&meeting_time_before=2026-11-21T18%3A00%3A00.000Z',
    ],
  ] as const)('%s page %i', (kind, page, query) => {
    expect(sessionListQuery(kind, page, '2026-11-21T18:00:00Z')).toBe(query);
  });
});

describe('nextSessionPage (spec part 1 §9)', () => {
  it.each([
    [10, 1, 2],
    [10, 4, 5],
    [9, 1, undefined],
    [0, 2, undefined],
    [11, 1, undefined],
  ])('last page of %i after %i pages → %s', (length, loaded, next) => {
    expect(nextSessionPage(length, loaded)).toBe(next);
  });
});

describe('past and cancelled', () => {
  it.each([
    ['2026-11-21T17:59:59Z', true],
    ['2026-11-21T18:00:00Z', true],
    ['2026-11-21T18:00:01Z', false],
  ])('%s is past at 18:00Z → %s', (meeting_time, past) => {
    expect(isPastSession({ meeting_time }, '2026-11-21T18:00:00Z')).toBe(past);
  });

  it('reads estado', () => {
    expect(isCancelledSession({ estado: 'cancelada' })).toBe(true);
    expect(isCancelledSession({ estado: 'programada' })).toBe(false);
  });
});

describe('matchesMeetingDate', () => {
  const meeting = '2026-11-21T21:30:00Z'; // sábado, 21 de noviembre de 2026, 3:30 p.m. in Mexico City
  it.each([
    ['', true],
    ['   ', true],
    ['sábado', true],
    ['SABADO', true],
    ['21 de noviembre', true],
    ['noviembre de 2026', true],
    ['3:30', true],
    ['3:30 p.m.', true],
    ['21/11/2026', true],
    ['diciembre', false],
    ['22 de noviembre', false],
    ['4:30', false],
  ])('%j → %s', (query, matches) => {
    expect(matchesMeetingDate(meeting, query)).toBe(matches);
  });

  it('normalises case, accents and spaces', () => {
    expect(normalizeSearchText('  Miércoles,\u00a0 3:30\u202fP.M. ')).toBe('miercoles, 3:30 p.m.');
  });
});

describe('booking option labels', () => {
  it.each([
    ['2026-11-23', 'lunes, 23 de noviembre de 2026'],
    ['2024-02-29', 'jueves, 29 de febrero de 2024'],
    ['2026-02-30', ''],
  ])('%s → %s', (key, label) => {
    expect(formatDateKeyLong(key)).toBe(label);
  });

  it('leaves the year out when asked', () => {
    expect(formatDateKeyLong('2026-11-23', { withYear: false })).toBe('lunes, 23 de noviembre');
    expect(formatDateKeyLong('2026-12-01', { withYear: false })).toBe('martes, 1 de diciembre');
  });

  it.each([
    ['08:00', '8:00 a.m.'],
    ['12:15', '12:15 p.m.'],
    ['00:45', '12:45 a.m.'],
    ['19:15', '7:15 p.m.'],
    ['7 pm', ''],
  ])('%s → %s', (time, label) => {
    expect(formatTimeKey12(time)).toBe(label);
  });
});
