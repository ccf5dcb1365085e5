// Canned API rows for the sessions screens, and a frozen clock: Saturday 21 November 2026, 12:00 in
// Mexico City, so the booking window is 22–30 November.
import { vi } from 'vitest';
import type { Session, SessionListKind } from '@charla/domain/sessions';
import { sessionListQuery } from '@charla/domain/sessions';
import type { BlockedSlot } from '@charla/domain/availability';
import { monthUsage } from '@charla/domain/booking';
import type { Tutor } from '@charla/domain/tutors';
import { json, type Reply } from '@/test/api-stub';
import { USER_ID } from '@/test/tokens';

export const NOW = '2026-11-21T18:00:00.000Z';

/** Freezes Date only: timers stay real, so Testing Library's waiting works as usual. */
export function freezeClock(now = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
}

export const ANA_ID = '01a1fb99-0000-7000-8000-0000000000a1';
export const CARLOS_ID = '01a1fb99-0000-7000-8000-0000000000c2';

export function makeTutor(overrides: Partial<Tutor> = {}): Tutor {
  return {
    id: ANA_ID,
    user_id: '01a1fb99-0000-7000-8000-0000000001a1',
    public_name: 'Ana Rodríguez',
    email: 'tutor1@charla.test',
    timezone: 'America/Costa_Rica',
    languages: ['en'],
    availability: {},
    blocked_slots: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const ana = makeTutor({ availability: { MONDAY: [{ start_time: 9, end_time: 10 }] } });
export const carlos = makeTutor({
  id: CARLOS_ID,
  user_id: '01a1fb99-0000-7000-8000-0000000001c2',
  public_name: 'Carlos Méndez',
  email: 'tutor2@charla.test',
  availability: { TUESDAY: [{ start_time: 19, end_time: 20 }] },
});

let counter = 0;
export function makeSession(overrides: Partial<Session> = {}): Session {
  counter += 1;
  const id = `01a1fb99-0000-7000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    user_id: USER_ID,
    tutor_id: ANA_ID,
    type: 'speaking-session',
    meeting_time: '2026-11-23T15:00:00.000Z',
    meeting_url: `https://meet.jit.si/charla-${counter}`,
    estado: 'programada',
    cancelled_at: null,
    cancel_reason: null,
    cancel_notice_hours: 0,
    feedback: null,
    series_id: null,
    attendance: null,
    created_at: '2026-11-10T16:00:00.000Z',
    updated_at: '2026-11-10T16:00:00.000Z',
    tutor_name: 'Ana Rodríguez',
    student_name: 'Lucía Hernández',
    ...overrides,
  };
}

/** `count` sessions an hour apart from `first` (ascending or descending). */
export function sessionsFrom(
  first: string,
  count: number,
  step = 3_600_000,
  overrides: Partial<Session> = {},
): Session[] {
  return Array.from({ length: count }, (_, index) =>
    makeSession({ meeting_time: new Date(new Date(first).getTime() + index * step).toISOString(), ...overrides }),
  );
}

export const listBody = <T>(rows: T[]) => ({ success: true, data: { data: rows, page_number: 1, page_size: 10 } });
export const itemBody = <T>(data: T) => ({ success: true, data });

export function listKey(kind: SessionListKind, page: number, now = NOW): string {
  return `GET /api/sessions${sessionListQuery(kind, page, now)}`;
}

export const tutorsRoute = (tutors: Tutor[] = [ana, carlos]): Record<string, Reply> => ({
  'GET /api/tutors': json(listBody(tutors)),
});

/** GET /bookable_tutors as the server answers it: the offered tutors, each with its blocked (and booked) times. */
export function bookableBody(
  tutors: Tutor[] = [ana, carlos],
  blocked: Record<string, BlockedSlot[]> = {},
  sessionMinutes = 15,
) {
  return {
    success: true,
    data: {
      tutors: tutors.map(({ id, public_name, timezone, languages, availability, blocked_slots }) => ({
        id,
        public_name,
        timezone,
        languages,
        availability,
        blocked_slots: [...blocked_slots, ...(blocked[id] ?? [])],
      })),
      session_minutes: sessionMinutes,
    },
  };
}

export const bookableRoute = (...args: Parameters<typeof bookableBody>): Record<string, Reply> => ({
  'GET /api/bookable_tutors': json(bookableBody(...args)),
});

/** GET /session_usage: the month's use of a plan of 2 reading, 2 speaking and 4 in total. */
export function usageBody(reading = 0, speaking = 0) {
  const plan = { name: 'Básico', maximum_reading_sessions: 2, maximum_speaking_sessions: 2, maximum_total_sessions: 4 };
  return {
    success: true,
    data: { month: '2026-11', plan_name: plan.name, usage: monthUsage(plan, { reading, speaking }) },
  };
}

export const usageRoute = (reading = 0, speaking = 0): Record<string, Reply> => ({
  'GET /api/session_usage': json(usageBody(reading, speaking)),
});

/** A reply that waits until `release()` is called. */
export function deferred(reply: Reply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async () => {
      await gate;
      return reply;
    },
    release,
  };
}
