import { describe, expect, it } from 'vitest';
import { bookedAsBlockedSlots, withoutBooking } from './booked';
import { BookSessionInput, BOOKING_MESSAGES, instantOf } from './input';
import { monthUsage, NO_PLAN_MESSAGE, quotaProblem } from './quota';

const plan = { name: 'Básico', maximum_reading_sessions: 2, maximum_speaking_sessions: 4, maximum_total_sessions: 5 };

describe('quotaProblem', () => {
  it.each([
    [{ reading: 0, speaking: 0 }, 'reading-session', null],
    [{ reading: 1, speaking: 3 }, 'reading-session', null],
    [
      { reading: 2, speaking: 0 },
      'reading-session',
      'Ya agendaste 2 de 2 sesiones de reading permitidas este mes en tu plan Básico. Cancela una sesión de reading o espera al próximo mes.',
    ],
    [
      { reading: 0, speaking: 4 },
      'speaking-session',
      'Ya agendaste 4 de 4 sesiones de speaking permitidas este mes en tu plan Básico. Cancela una sesión de speaking o espera al próximo mes.',
    ],
    [
      { reading: 2, speaking: 3 },
      'speaking-session',
      'Ya agendaste 5 de 5 sesiones permitidas este mes en tu plan Básico. Cancela una sesión o espera al próximo mes.',
    ],
    [{ reading: 1, speaking: 3 }, 'speaking-session', null],
  ] as const)('%o + %s → %s', (counts, type, message) => {
    expect(quotaProblem(plan, counts, type)).toBe(message);
  });

  it('explains a type the plan does not include, and a missing plan', () => {
    expect(quotaProblem({ ...plan, maximum_reading_sessions: 0 }, { reading: 0, speaking: 0 }, 'reading-session')).toBe(
      'Tu plan Básico no incluye sesiones de reading. Elige otro tipo de sesión o pide un cambio de plan.',
    );
    expect(quotaProblem(null, { reading: 0, speaking: 0 }, 'reading-session')).toBe(NO_PLAN_MESSAGE);
  });
});

describe('monthUsage', () => {
  it("leaves per type what both the type's limit and the total still allow, never below 0", () => {
    expect(monthUsage(plan, { reading: 1, speaking: 3 })).toEqual({
      types: [
        { type: 'speaking-session', used: 3, limit: 4, remaining: 1 },
        { type: 'reading-session', used: 1, limit: 2, remaining: 1 },
      ],
      total: { used: 4, limit: 5, remaining: 1 },
    });
    // Limits lowered below what is already booked: nothing left, not a negative count.
    expect(monthUsage({ ...plan, maximum_total_sessions: 3 }, { reading: 2, speaking: 2 }).total).toEqual({
      used: 4,
      limit: 3,
      remaining: 0,
    });
  });

  it('agrees with quotaProblem: a type with something left books, one with nothing left is refused', () => {
    for (let reading = 0; reading <= 3; reading++) {
      for (let speaking = 0; speaking <= 5; speaking++) {
        const usage = monthUsage(plan, { reading, speaking });
        for (const entry of usage.types) {
          const problem = quotaProblem(plan, { reading, speaking }, entry.type);
          expect(problem === null).toBe(entry.remaining > 0);
        }
      }
    }
  });
});

describe('BookSessionInput', () => {
  const valid = { tutor_id: 'any', fecha: '2026-11-23', hora: '19:15', type: 'speaking-session' };
  it('accepts any, a uuid or no tutor', () => {
    expect(BookSessionInput.safeParse(valid).success).toBe(true);
    expect(BookSessionInput.safeParse({ ...valid, tutor_id: '01a1fb8e-0d96-76a5-8b21-35d1770568d1' }).success).toBe(
      true,
    );
    const { tutor_id: _t, ...noTutor } = valid;
    expect(BookSessionInput.safeParse(noTutor).success).toBe(true);
  });

  it.each([
    [{ tutor_id: 'ana' }, BOOKING_MESSAGES.tutor],
    [{ fecha: '2026-02-30' }, BOOKING_MESSAGES.date],
    [{ fecha: '23/11/2026' }, BOOKING_MESSAGES.date],
    [{ hora: '7:15' }, BOOKING_MESSAGES.time],
    [{ hora: '24:00' }, BOOKING_MESSAGES.time],
    [{ type: 'writing-session' }, BOOKING_MESSAGES.type],
  ])('refuses %o with the spec message', (change, message) => {
    const result = BookSessionInput.safeParse({ ...valid, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('instantOf', () => {
  it('reads fecha + hora in Mexico City', () => {
    expect(instantOf('2026-11-23', '19:15')?.toISOString()).toBe('2026-11-24T01:15:00.000Z');
    expect(instantOf('2026-11-31', '19:15')).toBeUndefined();
  });
});

describe('bookedAsBlockedSlots', () => {
  it("shows booked sessions in the tutor's wall clock", () => {
    expect(bookedAsBlockedSlots([new Date('2026-11-24T01:15:00Z')], 'America/Costa_Rica')).toEqual([
      { dates: [23], start_time: 19.25, end_time: 19.5 },
    ]);
    expect(bookedAsBlockedSlots([new Date('2026-11-24T01:15:00Z')], 'Europe/Madrid')).toEqual([
      { dates: [24], start_time: 2.25, end_time: 2.5 },
    ]);
  });
});

describe('booked ranges', () => {
  const at = (iso: string) => new Date(iso);
  it('merges back-to-back and overlapping bookings of a day and shares repeated ranges across days', () => {
    // Costa Rica (UTC−6): 23 Nov 19:00, 19:15, 19:30 and 20:00; 24 Nov 19:00–19:45 too; 25 Nov 08:00.
    const times = [
      '2026-11-24T01:00:00Z',
      '2026-11-24T01:15:00Z',
      '2026-11-24T01:30:00Z',
      '2026-11-24T02:00:00Z',
      '2026-11-25T01:30:00Z',
      '2026-11-25T01:00:00Z',
      '2026-11-25T01:15:00Z',
      '2026-11-25T14:00:00Z',
    ].map(at);
    expect(bookedAsBlockedSlots(times, 'America/Costa_Rica')).toEqual([
      { dates: [23, 24], start_time: 19, end_time: 19.75 },
      { dates: [23], start_time: 20, end_time: 20.25 },
      { dates: [25], start_time: 8, end_time: 8.25 },
    ]);
  });

  it('keeps a session ending at midnight within its day', () => {
    expect(bookedAsBlockedSlots([at('2026-11-24T05:50:00Z')], 'America/Costa_Rica')).toEqual([
      { dates: [23], start_time: 23 + 50 / 60, end_time: 24 },
    ]);
  });

  it('frees one booking inside a merged range, on its day only', () => {
    const blocked = [
      { dates: [23, 24], start_time: 19, end_time: 19.75 },
      { dates: [23], start_time: 8, end_time: 9 },
    ];
    expect(withoutBooking(blocked, { day: 23, start_time: 19.25, end_time: 19.5 })).toEqual([
      { dates: [24], start_time: 19, end_time: 19.75 },
      { dates: [23], start_time: 19, end_time: 19.25 },
      { dates: [23], start_time: 19.5, end_time: 19.75 },
      { dates: [23], start_time: 8, end_time: 9 },
    ]);
    expect(withoutBooking(blocked, { day: 23, start_time: 19, end_time: 19.75 })).toEqual([
      { dates: [24], start_time: 19, end_time: 19.75 },
      { dates: [23], start_time: 8, end_time: 9 },
    ]);
    expect(withoutBooking(blocked, { day: 5, start_time: 19, end_time: 19.25 })).toEqual(blocked);
  });
});
