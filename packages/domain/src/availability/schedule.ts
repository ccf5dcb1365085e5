import { z } from 'zod';
import { decimalToMinutes } from './hours';
import { WEEKDAYS, type Weekday } from './weekdays';

export const START_BEFORE_END_MESSAGE = 'La hora de inicio debe ser menor que la hora de fin';
export const OVERLAP_MESSAGE = 'El horario se superpone con otro existente';

/** A new schedule slot defaults to 19:00–21:00 (spec part 2 §5). */
export const DEFAULT_SLOT = { start_time: 19, end_time: 21 } as const;

const DecimalHour = z
  .number({ error: 'La hora debe ser un número de horas (ej: 19.25)' })
  .min(0, 'La hora debe estar entre 0 y 24')
  .max(24, 'La hora debe estar entre 0 y 24')
  .refine((value) => Number.isInteger(Math.round(value * 60 * 1e6) / 1e6), 'La hora debe caer en un minuto exacto');

export const TimeSlot = z
  .strictObject({ start_time: DecimalHour, end_time: DecimalHour })
  .refine((slot) => decimalToMinutes(slot.start_time) < decimalToMinutes(slot.end_time), {
    message: START_BEFORE_END_MESSAGE,
    path: ['end_time'],
  });
export type TimeSlot = { start_time: number; end_time: number };

export type Availability = Partial<Record<Weekday, TimeSlot[]>>;

/** Whether two slots overlap; touching ends (9–10 and 10–11) do not. */
export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return (
    decimalToMinutes(a.start_time) < decimalToMinutes(b.end_time) &&
    decimalToMinutes(b.start_time) < decimalToMinutes(a.end_time)
  );
}

/** Index of the first slot in `slots` that `candidate` overlaps, ignoring index `except`. */
export function findOverlap(slots: readonly TimeSlot[], candidate: TimeSlot, except = -1): number {
  return slots.findIndex((slot, index) => index !== except && slotsOverlap(slot, candidate));
}

/** Sorted by start_time, days without slots dropped, weekdays in calendar order. */
export function normalizeAvailability(availability: Availability): Availability {
  const result: Availability = {};
  for (const day of WEEKDAYS) {
    const slots = availability[day];
    if (slots && slots.length > 0) {
      result[day] = [...slots]
        .sort((a, b) => a.start_time - b.start_time)
        .map((slot) => ({ start_time: slot.start_time, end_time: slot.end_time }));
    }
  }
  return result;
}

/** Availability as the API accepts it: valid slots, no overlaps on a day; normalized on parse. */
export const AvailabilitySchema = z
  .partialRecord(z.enum(WEEKDAYS, { error: 'Día de la semana no válido' }), z.array(TimeSlot))
  .superRefine((availability, ctx) => {
    for (const day of WEEKDAYS) {
      const slots = availability[day] ?? [];
      slots.forEach((slot, index) => {
        const other = findOverlap(slots.slice(0, index), slot);
        if (other !== -1) ctx.addIssue({ code: 'custom', path: [day, index], message: OVERLAP_MESSAGE });
      });
    }
  })
  .transform(normalizeAvailability);

export const BlockedSlot = z
  .strictObject({
    dates: z
      .array(
        z
          .int('El día debe ser un número entero')
          .min(1, 'El día debe estar entre 1 y 31')
          .max(31, 'El día debe estar entre 1 y 31'),
      )
      .min(1, 'Indica al menos un día del mes'),
    start_time: DecimalHour,
    end_time: DecimalHour,
  })
  .refine((slot) => decimalToMinutes(slot.start_time) < decimalToMinutes(slot.end_time), {
    message: START_BEFORE_END_MESSAGE,
    path: ['end_time'],
  });
export type BlockedSlot = { dates: number[]; start_time: number; end_time: number };
export const BlockedSlots = z.array(BlockedSlot);
