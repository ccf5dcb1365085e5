// Spec part 1 §5: the booking submit checks tutor, date, time and type in this order; the first
// problem is shown and stops the submit. Dates and times must be among those offered.
import { z } from 'zod';
import { BOOKING_MESSAGES, SESSION_TYPES } from '@charla/domain/booking';
import type { OfferedTimes } from '../hooks/use-booking-options';

export interface BookingValues {
  tutorId: string;
  /** Display-zone date 'YYYY-MM-DD'. */
  date: string;
  /** 24-hour 'HH:MM'. */
  time: string;
  type: string;
}

export type BookingField = keyof BookingValues;

export const EMPTY_BOOKING: BookingValues = { tutorId: '', date: '', time: '', type: '' };

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
    .object({ tutorId: z.string(), date: z.string(), time: z.string(), type: z.string() })
    .superRefine((values, ctx) => {
      const problem = firstBookingProblem(values, offered());
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    });
}
