import { describe, expect, it } from 'vitest';
import { anyTutorStartTimes, groupByDisplayDate, tutorStartTimes, type TutorSchedule } from './start-times';
import { bookingWindow } from './window';

function timesByDate(tutor: TutorSchedule, now: string): Record<string, string[]> {
  const window = bookingWindow(new Date(now));
  const grouped = groupByDisplayDate({ instants: tutorStartTimes(tutor, window), tutorId: tutor.id });
  return Object.fromEntries([...grouped].map(([date, times]) => [date, times.map((t) => t.time)]));
}

const costaRica = (
  availability: TutorSchedule['availability'],
  blocked_slots: TutorSchedule['blocked_slots'] = [],
): TutorSchedule => ({
  id: 'cr',
  timezone: 'America/Costa_Rica',
  availability,
  blocked_slots,
});

describe('tutorStartTimes', () => {
  it('steps 15 minutes from the slot start, start inclusive and end exclusive', () => {
    expect(timesByDate(costaRica({ MONDAY: [{ start_time: 19, end_time: 20 }] }), '2026-11-21T18:00:00Z')).toEqual({
      '2026-11-23': ['19:00', '19:15', '19:30', '19:45'],
      '2026-11-30': ['19:00', '19:15', '19:30', '19:45'],
    });
    expect(timesByDate(costaRica({ MONDAY: [{ start_time: 19, end_time: 19.5 }] }), '2026-11-21T18:00:00Z')).toEqual({
      '2026-11-23': ['19:00', '19:15'],
      '2026-11-30': ['19:00', '19:15'],
    });
  });

  it('keeps the slot alignment (19:10 → 19:10, 19:25…) and several slots a day', () => {
    const tutor = costaRica({
      TUESDAY: [
        { start_time: 19 + 10 / 60, end_time: 19.75 },
        { start_time: 8, end_time: 8.5 },
      ],
    });
    expect(timesByDate(tutor, '2026-11-21T18:00:00Z')).toEqual({
      '2026-11-24': ['08:00', '08:15', '19:10', '19:25', '19:40'],
    });
  });

  it('drops times that run into a blocked slot on that day of the month only', () => {
    const tutor = costaRica({ MONDAY: [{ start_time: 19, end_time: 20 }] }, [
      { dates: [23], start_time: 19.25, end_time: 19.5 },
    ]);
    expect(timesByDate(tutor, '2026-11-21T18:00:00Z')).toEqual({
      '2026-11-23': ['19:00', '19:30', '19:45'],
      '2026-11-30': ['19:00', '19:15', '19:30', '19:45'],
    });
  });

  it('drops a start whose session would overlap a block that starts mid-step', () => {
    const tutor = costaRica({ MONDAY: [{ start_time: 19, end_time: 20 }] }, [
      { dates: [23, 30], start_time: 19 + 20 / 60, end_time: 19 + 25 / 60 },
    ]);
    expect(timesByDate(tutor, '2026-11-21T18:00:00Z')['2026-11-23']).toEqual(['19:00', '19:30', '19:45']);
  });

  it('offers nothing before tomorrow or after the month', () => {
    const tutor = costaRica({
      SATURDAY: [{ start_time: 9, end_time: 10 }],
      SUNDAY: [{ start_time: 9, end_time: 9.5 }],
    });
    // Saturday 21 is today: not bookable; Sunday 22 and 29, Saturday 28 are.
    expect(timesByDate(tutor, '2026-11-21T18:00:00Z')).toEqual({
      '2026-11-22': ['09:00', '09:15'],
      '2026-11-28': ['09:00', '09:15', '09:30', '09:45'],
      '2026-11-29': ['09:00', '09:15'],
    });
    expect(timesByDate(tutor, '2026-11-30T17:00:00Z')).toEqual({});
  });

  it('converts a Madrid tutor across the spring change (02:00 → 03:00 on 29 March 2026)', () => {
    const madrid: TutorSchedule = {
      id: 'es',
      timezone: 'Europe/Madrid',
      availability: { SUNDAY: [{ start_time: 1, end_time: 4 }] },
      blocked_slots: [],
    };
    expect(timesByDate(madrid, '2026-03-20T18:00:00Z')).toEqual({
      // Sunday 22 March, CET (UTC+1): 01:00–03:45 Madrid is 18:00–20:45 of the 21st in Mexico City.
      '2026-03-21': [
        '18:00',
        '18:15',
        '18:30',
        '18:45',
        '19:00',
        '19:15',
        '19:30',
        '19:45',
        '20:00',
        '20:15',
        '20:30',
        '20:45',
      ],
      // Sunday 29 March: 02:00–02:45 never happen; 03:00 CEST is 19:00 in Mexico City.
      '2026-03-28': ['18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45'],
    });
  });

  it('converts a Madrid tutor across the autumn change (03:00 → 02:00 on 25 October 2026)', () => {
    const madrid: TutorSchedule = {
      id: 'es',
      timezone: 'Europe/Madrid',
      availability: { SUNDAY: [{ start_time: 1, end_time: 4 }] },
      blocked_slots: [],
    };
    expect(timesByDate(madrid, '2026-10-20T18:00:00Z')).toEqual({
      // 01:00–02:45 CEST (the first 02:xx) then 03:00–03:45 CET.
      '2026-10-24': [
        '17:00',
        '17:15',
        '17:30',
        '17:45',
        '18:00',
        '18:15',
        '18:30',
        '18:45',
        '20:00',
        '20:15',
        '20:30',
        '20:45',
      ],
      // Sunday 1 November, CET all day: 01:00–03:45 Madrid is 18:00–20:45 of 31 October in Mexico City.
      '2026-10-31': [
        '18:00',
        '18:15',
        '18:30',
        '18:45',
        '19:00',
        '19:15',
        '19:30',
        '19:45',
        '20:00',
        '20:15',
        '20:30',
        '20:45',
      ],
    });
  });

  it('keeps a tutor ahead of the display zone inside the month on its last day', () => {
    const madrid: TutorSchedule = {
      id: 'es',
      timezone: 'Europe/Madrid',
      availability: { TUESDAY: [{ start_time: 6, end_time: 8 }] },
      blocked_slots: [],
    };
    // Mexico City 30 November 23:00 is Madrid 1 December (Tuesday) 06:00; 00:00 on the 1st is outside.
    expect(timesByDate(madrid, '2026-11-29T18:00:00Z')).toEqual({ '2026-11-30': ['23:00', '23:15', '23:30', '23:45'] });
  });

  it('uses Costa Rica when the tutor has no zone', () => {
    const tutor: TutorSchedule = {
      id: 'x',
      availability: { MONDAY: [{ start_time: 8, end_time: 8.25 }] },
      blocked_slots: [],
    };
    expect(timesByDate(tutor, '2026-11-21T18:00:00Z')).toEqual({ '2026-11-23': ['08:00'], '2026-11-30': ['08:00'] });
  });
});

describe('anyTutorStartTimes', () => {
  it('unites tutors, keeping a shared time once with every tutor that offers it', () => {
    const a: TutorSchedule = {
      id: 'a',
      timezone: 'America/Costa_Rica',
      availability: { MONDAY: [{ start_time: 9, end_time: 10 }] },
      blocked_slots: [],
    };
    const b: TutorSchedule = {
      id: 'b',
      timezone: 'America/Costa_Rica',
      availability: { MONDAY: [{ start_time: 9.5, end_time: 10.5 }] },
      blocked_slots: [{ dates: [30], start_time: 0, end_time: 24 }],
    };
    const window = bookingWindow(new Date('2026-11-21T18:00:00Z'));
    const grouped = groupByDisplayDate(anyTutorStartTimes([a, b], window));
    expect(grouped.get('2026-11-23')!.map((t) => [t.time, t.tutorIds])).toEqual([
      ['09:00', ['a']],
      ['09:15', ['a']],
      ['09:30', ['a', 'b']],
      ['09:45', ['a', 'b']],
      ['10:00', ['b']],
      ['10:15', ['b']],
    ]);
    expect(grouped.get('2026-11-30')!.map((t) => [t.time, t.tutorIds])).toEqual([
      ['09:00', ['a']],
      ['09:15', ['a']],
      ['09:30', ['a']],
      ['09:45', ['a']],
    ]);
  });

  it('is empty without tutors or dates', () => {
    expect(anyTutorStartTimes([], bookingWindow(new Date('2026-11-21T18:00:00Z'))).size).toBe(0);
  });
});
