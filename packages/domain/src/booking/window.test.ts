import { describe, expect, it } from 'vitest';
import { bookingWindow } from './window';

const iso = (ms: number) => new Date(ms).toISOString();

describe('bookingWindow (display zone America/Mexico_City, UTC−6)', () => {
  it('runs from tomorrow to the end of the month', () => {
    const window = bookingWindow(new Date('2026-11-21T18:00:00Z'));
    expect(window.dates).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(iso(window.start)).toBe('2026-11-22T06:00:00.000Z');
    expect(iso(window.end)).toBe('2026-12-01T06:00:00.000Z');
  });

  it.each([
    ['the last day of the month', '2026-11-30T17:00:00Z', []],
    ['late on the last day, already next day in UTC', '2026-12-01T05:30:00Z', []],
    ['a minute before the last day begins', '2026-11-30T05:59:00Z', ['2026-11-30']],
    ['the day before a 31st', '2026-12-30T18:00:00Z', ['2026-12-31']],
    ['February of a leap year', '2024-02-27T18:00:00Z', ['2024-02-28', '2024-02-29']],
    ['February of a common year', '2025-02-27T18:00:00Z', ['2025-02-28']],
    ['the 28th of a leap February', '2024-02-28T18:00:00Z', ['2024-02-29']],
    [
      'the 1st of a month',
      '2026-04-01T12:00:00Z',
      Array.from({ length: 29 }, (_, i) => `2026-04-${String(i + 2).padStart(2, '0')}`),
    ],
  ])('%s', (_name, now, dates) => {
    expect(bookingWindow(new Date(now)).dates).toEqual(dates);
  });

  it('is empty (start = end) when nothing is bookable', () => {
    const window = bookingWindow(new Date('2026-11-30T17:00:00Z'));
    expect(window.end - window.start).toBe(0);
  });
});
