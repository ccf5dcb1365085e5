// Spec part 1 §5: the booking submit checks tutor, date, time and type in this order; the first
// problem is shown and stops the submit. Dates and times must be among those offered.
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  BookSessionInput,
  instantOf,
  SESSION_TYPES,
  SessionSeriesInput,
} from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { dateAndTimeIn, DISPLAY_TIME_ZONE, zoneClock } from '@charla/domain/time';
import type { OfferedTimes } from '../hooks/use-booking-options';

export interface BookingValues {
  tutorId: string;
  /** Display-zone date 'YYYY-MM-DD'. */
  date: string;
  /** 24-hour 'HH:MM'. */
  time: string;
  type: string;
  /** 'Repetir cada semana' (issue 50): book the same tutor and time for `weeks` weeks. */
  repeat: boolean;
  /** The number of weeks, a select's value '2'…'12'. */
  weeks: string;
}

export type BookingField = 'tutorId' | 'date' | 'time' | 'type';

export const DEFAULT_SERIES_WEEKS = 4;

export const EMPTY_BOOKING: BookingValues = {
  tutorId: '',
  date: '',
  time: '',
  type: '',
  repeat: false,
  weeks: String(DEFAULT_SERIES_WEEKS),
};

/** Edit mode starts from the session as it is (its tutor, display date and time, and type); never repeating. */
export function valuesOf(session: Session | undefined): BookingValues {
  if (!session) return EMPTY_BOOKING;
  const { date, time } = dateAndTimeIn(zoneClock(DISPLAY_TIME_ZONE), new Date(session.meeting_time).getTime());
  return { ...EMPTY_BOOKING, tutorId: session.tutor_id, date, time, type: session.type };
}

/** The body of POST /sessions (and PATCH when rescheduling) from checked values. */
export function bookingPayloadOf(values: BookingValues): BookSessionInput {
  return BookSessionInput.parse({
    fecha: values.date,
    hora: values.time,
    type: values.type,
    tutor_id: values.tutorId,
    meeting_time: instantOf(values.date, values.time)!.toISOString(),
  });
}

/**
 * The body of the series calls (the booking's plus `weeks`), or null while the form is not repeating or
 * not yet complete and valid: the preview is asked for only then.
 */
export function seriesInputOf(values: BookingValues, offered: OfferedTimes): SessionSeriesInput | null {
  if (!values.repeat || firstBookingProblem(values, offered)) return null;
  const parsed = SessionSeriesInput.safeParse({ ...bookingPayloadOf(values), weeks: Number(values.weeks) });
  return parsed.success ? parsed.data : null;
}

export function firstBookingProblem(
  values: BookingValues,
  offered: OfferedTimes,
): { field: BookingField; message: string } | null {
  if (!values.tutorId) return { field: 'tutorId', message: BOOKING_MESSAGES.tutor };
  const times = offered.get(values.date);
  if (!times) return { field: 'date', message: BOOKING_MESSAGES.date };
  if (!times.some((time) => time.time === values.time)) return { field: 'time', message: BOOKING_MESSAGES.time };
  if (!(SESSION_TYPES as readonly string[]).includes(values.type))
    return { field: 'type', message: BOOKING_MESSAGES.type };
  return null;
}

/**
 * The booking form's schema: one problem at a time, on its field. What is offered comes from the
 * server and changes with the tutor, so the schema reads it when it runs.
 */
export function bookingSchema(offered: () => OfferedTimes) {
  return z
    .object({
      tutorId: z.string(),
      date: z.string(),
      time: z.string(),
      type: z.string(),
      repeat: z.boolean(),
      weeks: z.string(),
    })
    .superRefine((values, ctx) => {
      const problem = firstBookingProblem(values, offered());
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    });
}
