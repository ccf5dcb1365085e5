import { describe, expect, it } from 'vitest';
import {
  formatCostaRicaLong,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatTime,
  parseTimestamp,
} from './index';

describe('parseTimestamp', () => {
  it.each([
    ['2026-11-21T21:30:00Z', '2026-11-21T21:30:00.000Z'],
    ['2026-11-21T21:30:00', '2026-11-21T21:30:00.000Z'], // the spec's zone-less timestamps are UTC
    ['2026-11-21 21:30:00', '2026-11-21T21:30:00.000Z'],
    ['2026-11-21T21:30:00.123456', '2026-11-21T21:30:00.123Z'],
    ['2026-11-21T15:30:00-06:00', '2026-11-21T21:30:00.000Z'],
    ['2026-11-21T15:30:00-0600', '2026-11-21T21:30:00.000Z'],
  ])('%s → %s', (input, iso) => {
    expect(parseTimestamp(input).toISOString()).toBe(iso);
  });

  it('gives an invalid date for garbage, which the formatters show as empty text', () => {
    expect(Number.isNaN(parseTimestamp('ayer').getTime())).toBe(true);
    expect(formatDateTime('ayer')).toBe('');
  });
});

describe('display formats (es-MX, 12-hour, America/Mexico_City)', () => {
  const instant = '2026-11-21T21:30:00Z'; // 15:30 in Mexico City (UTC−6)
  it.each([
    [formatDateTime, '21/11/2026, 3:30 p.m.'],
    [formatLongDateTime, 'sábado, 21 de noviembre de 2026, 3:30 p.m.'],
    [formatDate, '21/11/2026'],
    [formatTime, '3:30 p.m.'],
  ])('%o', (format, expected) => {
    expect(format(instant)).toBe(expected);
  });

  it('crosses midnight into the previous day in Mexico City', () => {
    expect(formatDateTime('2026-12-01T05:15:00Z')).toBe('30/11/2026, 11:15 p.m.');
    expect(formatTime('2026-01-05T06:05:00')).toBe('12:05 a.m.');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date('2024-02-29T12:00:00Z'))).toBe('29/02/2024');
    expect(formatDate(Date.UTC(2024, 1, 29, 12))).toBe('29/02/2024');
  });
});

describe('Costa Rica long format (lesson completion)', () => {
  it('shows the date in Spanish long format in America/Costa_Rica', () => {
    expect(formatCostaRicaLong('2026-11-21T21:30:00Z')).toBe('sábado, 21 de noviembre de 2026');
    expect(formatCostaRicaLong('2026-11-21T21:30:00Z', true)).toBe('sábado, 21 de noviembre de 2026, 3:30 p. m.');
  });

  it('uses Costa Rica midnight, not UTC', () => {
    expect(formatCostaRicaLong('2026-01-01T03:00:00Z')).toBe('miércoles, 31 de diciembre de 2025');
  });
});
