import { z } from 'zod';
import { isUuid } from '../ids/index';
import { parseDateKey } from '../time/calendar';
import { zoneClock } from '../time/zone-clock';
import { DISPLAY_TIME_ZONE } from '../time/zones';
import { ANY_TUTOR_ID } from '../tutors/index';
import { SESSION_TYPES } from './session-types';

/** Spec part 1 §5: the booking form checks these in this order, each stopping the submit. */
export const BOOKING_MESSAGES = {
  tutor: 'Por favor selecciona un tutor',
  date: 'Por favor selecciona una fecha',
  time: 'Por favor selecciona una hora',
  type: 'Por favor selecciona el tipo de sesión',
  noTutor: 'No hay tutores disponibles para el horario seleccionado',
  noDates: 'Las sesiones deben agendarse con al menos 1 día de anticipación y dentro del mes actual.',
  anyHint: 'Al elegir "Any", se te asignará automáticamente un tutor disponible para el horario que escojas.',
  booked: 'Sesión agendada con éxito',
  cancelled: 'Sesión cancelada exitosamente',
} as const;

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const BookSessionInput = z.object({
  /** A tutor id, 'any', or absent (= any): the server then picks a free tutor fairly. */
  tutor_id: z
    .string({ error: BOOKING_MESSAGES.tutor })
    .refine((value) => value === ANY_TUTOR_ID || isUuid(value), BOOKING_MESSAGES.tutor)
    .optional(),
  fecha: z
    .string({ error: BOOKING_MESSAGES.date })
    .refine((value) => parseDateKey(value) !== undefined, BOOKING_MESSAGES.date),
  hora: z.string({ error: BOOKING_MESSAGES.time }).regex(HOUR_MINUTE, BOOKING_MESSAGES.time),
  type: z.enum(SESSION_TYPES, { error: BOOKING_MESSAGES.type }),
  /** The client's combined date-time; when sent it must be the same instant as fecha + hora. */
  meeting_time: z.string().max(64).optional(),
});
export type BookSessionInput = z.infer<typeof BookSessionInput>;

/** PATCH /sessions/{id}: a reschedule (the booking payload) or the tutor's feedback, not both. */
export const SessionFeedbackInput = z.object({
  feedback: z
    .string({ error: 'La retroalimentación debe ser texto' })
    .trim()
    .max(5000, 'La retroalimentación es demasiado larga')
    .nullable(),
});
export type SessionFeedbackInput = z.infer<typeof SessionFeedbackInput>;

/** The instant of a display-zone date and 24-hour time; undefined if it does not exist. */
export function instantOf(fecha: string, hora: string, zone = DISPLAY_TIME_ZONE): Date | undefined {
  const date = parseDateKey(fecha);
  const match = HOUR_MINUTE.exec(hora);
  if (!date || !match) return undefined;
  const instant = zoneClock(zone).instantAt(date, Number(match[1]) * 60 + Number(match[2]));
  return instant === null ? undefined : new Date(instant);
}
