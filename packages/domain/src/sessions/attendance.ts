// Whether a session happened (issue 51, decision 038): after its time the tutor marks it 'Realizada' or
// 'El estudiante no se presentó'; an admin may correct it; the student sees it. A past session nobody
// marked stays 'sin marcar' — never counted as done. The outcome every figure of the insights counts by.
import { z } from 'zod';

export const ATTENDANCE = ['attended', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  attended: 'Realizada',
  no_show: 'El estudiante no se presentó',
};

export const ATTENDANCE_MESSAGES = {
  invalid: 'La asistencia debe ser attended, no_show o null',
  notYet: 'La asistencia se marca cuando la hora de la sesión ya llegó',
  cancelled: 'La sesión está cancelada: no lleva asistencia',
  notYours: 'Solo el tutor de la sesión o un administrador puede marcar la asistencia',
} as const;

/** PATCH /api/sessions/{id} with `attendance`: marked, or null to take the mark back. */
export const SessionAttendanceInput = z.object({
  attendance: z.enum(ATTENDANCE, { error: ATTENDANCE_MESSAGES.invalid }).nullable(),
});
export type SessionAttendanceInput = z.infer<typeof SessionAttendanceInput>;

export const SESSION_OUTCOMES = ['attended', 'no_show', 'cancelled', 'unmarked', 'upcoming'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];

export const SESSION_OUTCOME_LABELS: Record<SessionOutcome, string> = {
  attended: 'Realizada',
  no_show: 'No se presentó',
  cancelled: 'Cancelada',
  unmarked: 'Sin marcar',
  upcoming: 'Próxima',
};

/** What became of a session as of `now`: cancelled first, then not yet, then its mark or none. */
export function sessionOutcome(
  session: { estado: string; attendance: Attendance | null; meeting_time: Date },
  now: Date,
): SessionOutcome {
  if (session.estado === 'cancelada') return 'cancelled';
  if (session.meeting_time.getTime() > now.getTime()) return 'upcoming';
  return session.attendance ?? 'unmarked';
}

/** Why this session can't be marked now (Spanish), or null: not cancelled, and its time has come. */
export function attendanceProblem(session: { estado: string; meeting_time: Date }, now: Date): string | null {
  if (session.estado === 'cancelada') return ATTENDANCE_MESSAGES.cancelled;
  if (session.meeting_time.getTime() > now.getTime()) return ATTENDANCE_MESSAGES.notYet;
  return null;
}
