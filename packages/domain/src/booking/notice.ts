// The minimum cancellation notice (docs/decisions/024): set per plan by an admin; inside it the student
// can no longer cancel or reschedule a session. The server refuses (409); the screens say why first.
import { z } from 'zod';
import { parseTimestamp, type Instant } from '../time/format';

export const MAX_CANCEL_NOTICE_HOURS = 168;

/** The last instant the student may still cancel or reschedule; null when the plan sets no notice. */
export function changeDeadline(meetingTime: Instant, noticeHours: number): Date | null {
  if (noticeHours <= 0) return null;
  return new Date(parseTimestamp(meetingTime).getTime() - noticeHours * 3600_000);
}

/** Why the student can no longer change this session, or null when they still can. */
export function noticeProblem(meetingTime: Instant, noticeHours: number, now: Instant): string | null {
  const deadline = changeDeadline(meetingTime, noticeHours);
  if (!deadline || parseTimestamp(now).getTime() < deadline.getTime()) return null;
  const hours = noticeHours === 1 ? '1 hora' : `${noticeHours} horas`;
  return `Faltan menos de ${hours} para la sesión: ya no puedes cancelarla ni reprogramarla. Escríbele a tu tutor si necesitas ayuda.`;
}

/** DELETE /api/sessions/{id} may carry why the student cancels; the tutor sees it. */
export const CancelSessionInput = z.object({
  cancel_reason: z
    .string({ error: 'El motivo debe ser texto' })
    .trim()
    .max(500, 'El motivo puede tener como máximo 500 caracteres')
    .optional(),
});
export type CancelSessionInput = z.infer<typeof CancelSessionInput>;
