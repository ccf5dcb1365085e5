// The tutor's attendance mark on a past session (issue 51): 'Realizada' and 'El estudiante no se
// presentó' as two toggle buttons; the pressed one is the mark, pressing it again takes it back. The
// student sees the mark read-only (AttendanceLine).
import toast from 'react-hot-toast';
import { ATTENDANCE, ATTENDANCE_LABELS, type Attendance, type Session } from '@charla/domain/sessions';
import { Button } from '@/components/button';
import { useMarkAttendance } from '../api/mark-attendance';

export const ATTENDANCE_TEXTS = {
  heading: 'Asistencia',
  saved: 'Asistencia guardada',
  cleared: 'Asistencia sin marcar',
  unmarked: 'Sin marcar',
  /** The student's own view of a no-show. */
  studentNoShow: 'No te presentaste',
} as const;

export function AttendanceButtons({ session }: { session: Session }) {
  const mark = useMarkAttendance();
  const choose = (choice: Attendance) => {
    const attendance = session.attendance === choice ? null : choice;
    mark.mutate(
      { sessionId: session.id, attendance },
      {
        onSuccess: () => toast.success(attendance ? ATTENDANCE_TEXTS.saved : ATTENDANCE_TEXTS.cleared),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <div role="group" aria-label={ATTENDANCE_TEXTS.heading} className="mt-3 flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700">{ATTENDANCE_TEXTS.heading}:</span>
      {ATTENDANCE.map((choice) => {
        const isPressed = session.attendance === choice;
        return (
          <Button
            key={choice}
            variant={isPressed ? 'primary' : 'secondary'}
            aria-pressed={isPressed}
            disabled={mark.isPending}
            onClick={() => choose(choice)}
          >
            {ATTENDANCE_LABELS[choice]}
          </Button>
        );
      })}
    </div>
  );
}

/** 'Asistencia: Realizada' / 'No te presentaste' / 'Sin marcar', as the student reads it. */
export function studentAttendanceText(attendance: Attendance | null): string {
  if (attendance === 'attended') return ATTENDANCE_LABELS.attended;
  if (attendance === 'no_show') return ATTENDANCE_TEXTS.studentNoShow;
  return ATTENDANCE_TEXTS.unmarked;
}

export function AttendanceLine({ attendance }: { attendance: Attendance | null }) {
  return (
    <p className="mt-1 text-sm text-slate-800">
      <span className="text-slate-600">{ATTENDANCE_TEXTS.heading}: </span>
      {studentAttendanceText(attendance)}
    </p>
  );
}
