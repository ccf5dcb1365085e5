import { describe, expect, it } from 'vitest';
import { NO_PLAN_MESSAGE } from './quota';
import { previewSeries, SERIES_REASONS, seriesOccurrences, SessionSeriesInput, type SeriesFacts } from './series';
import type { TutorSchedule } from './start-times';

// Mexico City has no daylight saving time: 10:00 there is 16:00 UTC all year.
const NOW = new Date('2026-11-10T18:00:00Z');
const MONDAY_10 = { start_time: 9, end_time: 12 };
const tutor: TutorSchedule = {
  id: 't1',
  timezone: 'America/Mexico_City',
  availability: { MONDAY: [MONDAY_10] },
  blocked_slots: [],
};
const plan = { name: 'Básico', maximum_reading_sessions: 4, maximum_speaking_sessions: 4, maximum_total_sessions: 8 };
const facts = (over: Partial<SeriesFacts> = {}): SeriesFacts => ({
  now: NOW,
  type: 'speaking-session',
  tutor,
  tutorBusy: [],
  studentBusy: [],
  plan,
  monthCounts: {},
  ...over,
});
const mondays = (weeks: number) => seriesOccurrences('2026-11-16', '10:00', weeks);
const at = (fecha: string, hhmm = '16:00') => Date.parse(`${fecha}T${hhmm}:00Z`);

describe('the weeks of a series', () => {
  it('are the same weekday and display time, week after week, across months', () => {
    expect(mondays(4).map((o) => [o.fecha, o.hora, o.instant])).toEqual([
      ['2026-11-16', '10:00', at('2026-11-16')],
      ['2026-11-23', '10:00', at('2026-11-23')],
      ['2026-11-30', '10:00', at('2026-11-30')],
      ['2026-12-07', '10:00', at('2026-12-07')],
    ]);
  });

  it('asks for 2 to 12 weeks', () => {
    const body = { tutor_id: 'any', fecha: '2026-11-16', hora: '10:00', type: 'speaking-session' };
    expect(SessionSeriesInput.safeParse({ ...body, weeks: 6 }).success).toBe(true);
    for (const weeks of [1, 13, 2.5, '6']) {
      expect(SessionSeriesInput.safeParse({ ...body, weeks }).error?.issues[0]?.message).toBe(
        'Elige entre 2 y 12 semanas',
      );
    }
  });
});

describe('the preview: every week bookable or not, with the reason', () => {
  it('books every free week', () => {
    expect(previewSeries(mondays(3), facts()).every((d) => d.bookable)).toBe(true);
  });

  it('says which week the tutor blocked, which is taken, and which the student has another session in', () => {
    const preview = previewSeries(
      mondays(4),
      facts({
        tutor: { ...tutor, blocked_slots: [{ dates: [23], start_time: 9.5, end_time: 10.5 }] },
        tutorBusy: [{ start: at('2026-11-30', '15:55'), end: at('2026-11-30', '16:10') }],
        studentBusy: [{ start: at('2026-12-07'), end: at('2026-12-07', '16:15') }],
      }),
    );
    expect(preview.map((d) => d.reason ?? 'ok')).toEqual([
      'ok',
      SERIES_REASONS.blocked,
      SERIES_REASONS.taken,
      SERIES_REASONS.studentBusy,
    ]);
  });

  it('refuses a time outside the tutor’s availability', () => {
    const preview = previewSeries(seriesOccurrences('2026-11-16', '13:00', 2), facts());
    expect(preview.map((d) => d.reason)).toEqual([SERIES_REASONS.notOffered, SERIES_REASONS.notOffered]);
  });

  it('stops at the series window: twelve weeks from tomorrow, never today', () => {
    expect(
      previewSeries(
        seriesOccurrences('2026-11-10', '10:00', 2),
        facts({ tutor: { ...tutor, availability: { TUESDAY: [MONDAY_10] } } }),
      )[0]!.reason,
    ).toBe(SERIES_REASONS.window);
    // Tomorrow is 11 Nov; the window ends on 3 Feb 2027 (84 days later): the Monday of 8 Feb is out.
    const preview = previewSeries(
      seriesOccurrences('2026-11-30', '10:00', 12),
      facts({ plan: { ...plan, maximum_speaking_sessions: 99, maximum_total_sessions: 99 } }),
    );
    expect(
      preview
        .filter((d) => d.bookable)
        .map((d) => d.fecha)
        .at(-1),
    ).toBe('2027-02-01');
    expect(preview.slice(10).map((d) => d.reason)).toEqual([SERIES_REASONS.window, SERIES_REASONS.window]);
  });

  it('counts each week against the quota of its own month, weeks already booked included', () => {
    const preview = previewSeries(
      seriesOccurrences('2026-11-16', '10:00', 8),
      facts({
        plan: { ...plan, maximum_speaking_sessions: 2 },
        monthCounts: { '2026-11': { reading: 0, speaking: 1 }, '2026-12': { reading: 3, speaking: 0 } },
      }),
    );
    expect(preview.map((d) => `${d.fecha} ${d.bookable ? 'ok' : d.reason}`)).toEqual([
      '2026-11-16 ok',
      '2026-11-23 Ya no quedan sesiones de este tipo en noviembre de 2026 en tu plan',
      '2026-11-30 Ya no quedan sesiones de este tipo en noviembre de 2026 en tu plan',
      '2026-12-07 ok',
      '2026-12-14 ok',
      // December: 3 reading + 2 speaking = 5 of 8 in total, but speaking is at its 2.
      '2026-12-21 Ya no quedan sesiones de este tipo en diciembre de 2026 en tu plan',
      '2026-12-28 Ya no quedan sesiones de este tipo en diciembre de 2026 en tu plan',
      '2027-01-04 ok',
    ]);
  });

  it('without a plan, says so for every week', () => {
    expect(previewSeries(mondays(2), facts({ plan: null })).map((d) => d.reason)).toEqual([
      NO_PLAN_MESSAGE,
      NO_PLAN_MESSAGE,
    ]);
  });

  it('follows the tutor’s zone across a daylight-saving change', () => {
    // A tutor in Madrid offers Mondays 17:00–19:00 their time. Mexico City's 10:00 is 17:00 in Madrid in
    // November (UTC+1) but 18:00 from 29 March 2027 (UTC+2): still offered. 11:30 Mexico City is 18:30 in
    // winter and 19:30 in summer: outside from then on.
    const madrid: TutorSchedule = {
      id: 'm',
      timezone: 'Europe/Madrid',
      availability: { MONDAY: [{ start_time: 17, end_time: 19 }] },
      blocked_slots: [],
    };
    const now = new Date('2027-03-10T18:00:00Z');
    const ten = previewSeries(seriesOccurrences('2027-03-22', '10:00', 3), facts({ now, tutor: madrid }));
    expect(ten.map((d) => d.bookable)).toEqual([true, true, true]);
    const halfPastEleven = previewSeries(seriesOccurrences('2027-03-22', '11:30', 3), facts({ now, tutor: madrid }));
    expect(halfPastEleven.map((d) => d.reason ?? 'ok')).toEqual([
      'ok',
      SERIES_REASONS.notOffered,
      SERIES_REASONS.notOffered,
    ]);
  });
});
