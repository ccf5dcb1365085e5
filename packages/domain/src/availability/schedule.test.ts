import { describe, expect, it } from 'vitest';
import {
  AvailabilitySchema,
  BlockedSlot,
  OVERLAP_MESSAGE,
  START_BEFORE_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  findOverlap,
  formatHour12,
  formatHourMinute,
  listWeekdaysEs,
  parseHourMinute,
  slotsOverlap,
} from './index';

describe('HH:MM ↔ decimal hours', () => {
  it.each([
    ['19:15', 19.25],
    ['09:30', 9.5],
    ['9:30', 9.5],
    ['00:00', 0],
    ['23:59', 23 + 59 / 60],
    [' 8:05 ', 8 + 5 / 60],
  ])('%s → %d', (text, hours) => {
    expect(parseHourMinute(text)).toBeCloseTo(hours, 10);
  });

  it.each(['24:00', '7:60', '19.15', '1915', '', 'ab:cd', '-1:00', '19:5'])('rejects %j', (text) => {
    expect(parseHourMinute(text)).toBeNull();
  });

  it.each([
    [19.25, '19:15'],
    [9.5, '09:30'],
    [0, '00:00'],
    [23 + 59 / 60, '23:59'],
    [8 + 7 / 60, '08:07'],
  ])('%d → %s', (hours, text) => {
    expect(formatHourMinute(hours)).toBe(text);
    expect(parseHourMinute(text)).toBeCloseTo(hours, 10);
  });

  it('shows 12-hour times', () => {
    expect(formatHour12(19.25)).toBe('7:15 p.m.');
    expect(formatHour12(0)).toBe('12:00 a.m.');
    expect(formatHour12(12)).toBe('12:00 p.m.');
    expect(formatHour12(9.5)).toBe('9:30 a.m.');
  });

  it('keeps the spec message', () => {
    expect(TIME_FORMAT_MESSAGE).toBe('Por favor ingresa un formato de hora válido (ej: 19:15)');
  });
});

describe('overlap', () => {
  it.each([
    [{ start_time: 9, end_time: 10 }, { start_time: 10, end_time: 11 }, false], // touching ends allowed
    [{ start_time: 9, end_time: 10.25 }, { start_time: 10, end_time: 11 }, true],
    [{ start_time: 9, end_time: 12 }, { start_time: 10, end_time: 11 }, true],
    [{ start_time: 13, end_time: 14 }, { start_time: 10, end_time: 11 }, false],
  ])('%o and %o → %s', (a, b, overlaps) => {
    expect(slotsOverlap(a, b)).toBe(overlaps);
    expect(slotsOverlap(b, a)).toBe(overlaps);
  });

  it('finds the overlapping slot, ignoring the one being edited', () => {
    const slots = [
      { start_time: 8, end_time: 9 },
      { start_time: 10, end_time: 12 },
    ];
    expect(findOverlap(slots, { start_time: 11, end_time: 13 })).toBe(1);
    expect(findOverlap(slots, { start_time: 11, end_time: 13 }, 1)).toBe(-1);
  });
});

describe('AvailabilitySchema', () => {
  it('sorts slots, drops empty days and orders weekdays', () => {
    const parsed = AvailabilitySchema.parse({
      FRIDAY: [
        { start_time: 14, end_time: 15 },
        { start_time: 9, end_time: 10 },
      ],
      MONDAY: [],
      TUESDAY: [{ start_time: 19.25, end_time: 21 }],
    });
    expect(parsed).toEqual({
      TUESDAY: [{ start_time: 19.25, end_time: 21 }],
      FRIDAY: [
        { start_time: 9, end_time: 10 },
        { start_time: 14, end_time: 15 },
      ],
    });
    expect(Object.keys(parsed)).toEqual(['TUESDAY', 'FRIDAY']);
  });

  it('refuses start ≥ end and overlaps with the spec messages', () => {
    const backwards = AvailabilitySchema.safeParse({ MONDAY: [{ start_time: 10, end_time: 9 }] });
    expect(backwards.error?.issues[0]).toMatchObject({
      message: START_BEFORE_END_MESSAGE,
      path: ['MONDAY', 0, 'end_time'],
    });
    const overlap = AvailabilitySchema.safeParse({
      MONDAY: [
        { start_time: 9, end_time: 11 },
        { start_time: 10, end_time: 12 },
      ],
    });
    expect(overlap.error?.issues[0]).toMatchObject({ message: OVERLAP_MESSAGE, path: ['MONDAY', 1] });
    expect(
      AvailabilitySchema.safeParse({
        MONDAY: [
          { start_time: 9, end_time: 10 },
          { start_time: 10, end_time: 11 },
        ],
      }).success,
    ).toBe(true);
  });

  it('refuses unknown days, extra keys and out-of-range hours', () => {
    expect(AvailabilitySchema.safeParse({ LUNES: [] }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ MONDAY: [{ start_time: 9, end_time: 10, x: 1 }] }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ MONDAY: [{ start_time: -1, end_time: 10 }] }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ MONDAY: [{ start_time: 9, end_time: 25 }] }).success).toBe(false);
    expect(AvailabilitySchema.safeParse({ MONDAY: [{ start_time: 9.001, end_time: 10 }] }).success).toBe(false);
  });
});

describe('BlockedSlot', () => {
  it('needs days of the month 1–31 and start < end', () => {
    expect(BlockedSlot.safeParse({ dates: [15, 16], start_time: 18, end_time: 19 }).success).toBe(true);
    expect(BlockedSlot.safeParse({ dates: [], start_time: 18, end_time: 19 }).success).toBe(false);
    expect(BlockedSlot.safeParse({ dates: [32], start_time: 18, end_time: 19 }).success).toBe(false);
    expect(BlockedSlot.safeParse({ dates: [1], start_time: 19, end_time: 19 }).success).toBe(false);
  });
});

describe('weekday names', () => {
  it('lists weekdays in Spanish in calendar order', () => {
    expect(listWeekdaysEs(['FRIDAY', 'MONDAY'])).toBe('lunes y viernes');
    expect(listWeekdaysEs(['WEDNESDAY', 'MONDAY', 'SUNDAY'])).toBe('lunes, miércoles y domingo');
    expect(listWeekdaysEs(['TUESDAY'])).toBe('martes');
  });
});
