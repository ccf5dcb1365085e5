// Every text Charla tells people, in one place (docs/decisions/024 "Qué se avisa y a quién"). Times are
// written in each reader's zone: a tutor's own (tutors.timezone), the display zone for students. Each
// item links to the screen that shows it (packages/domain routes).
import { SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';
import { paths } from '@charla/domain/routes';
import { DISPLAY_TIME_ZONE, formatLongDateTime, timeZoneName } from '@charla/domain/time';
import type { NotificationItem } from './notify';

/** A session as both people read about it. */
export interface SessionFacts {
  id: string;
  type: string;
  meeting_time: Date;
  meeting_url: string | null;
  sequence: number;
  cancel_reason: string | null;
  student_id: string;
  student_name: string;
  tutor_user_id: string;
  tutor_name: string;
  tutor_timezone: string;
}

export type SessionEvent = 'booked' | 'rescheduled' | 'cancelled';

const KIND = {
  booked: 'session_booked',
  rescheduled: 'session_rescheduled',
  cancelled: 'session_cancelled',
} as const;

/** 'sábado, 28 de noviembre de 2026, 9:00 a.m. (hora de Ciudad de México)'. */
export function whenIn(instant: Date, zone: string): string {
  return `${formatLongDateTime(instant, zone)} (hora de ${timeZoneName(zone)})`;
}

const typeLabel = (type: string) => SESSION_TYPE_LABELS[type as SessionType] ?? type;
const meetingLine = (url: string | null) => (url ? `\nEnlace de la reunión: ${url}` : '');
const quoted = (text: string) => `«${text}»`;

/** The calendar event of a session as it is now (mail/ builds the invitation from exactly these keys). */
function calendarEvent(session: SessionFacts, event: SessionEvent, sessionMinutes: number, summary: string) {
  return {
    uid: `${session.id}@charla`,
    sequence: session.sequence,
    method: event === 'cancelled' ? 'CANCEL' : 'REQUEST',
    start: session.meeting_time.toISOString(),
    minutes: sessionMinutes,
    summary,
    meeting_url: session.meeting_url,
    tutor_name: session.tutor_name,
    student_name: session.student_name,
  };
}

/**
 * The student's and the tutor's items for the weeks of a series booked, or cancelled from one week on
 * (issue 50): one item each listing the dates, whose `data.events` are every week's calendar event
 * (one invitation, or one cancellation, with one event per week and each week's own UID).
 */
export function seriesItems(
  seriesId: string,
  weeks: readonly SessionFacts[],
  event: 'booked' | 'cancelled',
  sessionMinutes: number,
): NotificationItem[] {
  const first = weeks[0];
  if (!first) return [];
  const label = typeLabel(first.type);
  const text = (zone: string, other: string) => {
    const dates = weeks.map((week) => `- ${whenIn(week.meeting_time, zone)}`).join('\n');
    return event === 'booked'
      ? {
          title: `Sesiones semanales agendadas: ${label} con ${other}`,
          body: `Tus ${weeks.length} sesiones de ${label} con ${other}, una cada semana:\n${dates}${meetingLine(first.meeting_url)}`,
        }
      : {
          title: `Sesiones semanales canceladas: ${label} con ${other}`,
          body: `Se cancelaron ${weeks.length} sesiones de ${label} con ${other}:\n${dates}`,
        };
  };
  const item = (userId: string, zone: string, other: string, link: string, summaryName: string): NotificationItem => ({
    user_id: userId,
    kind: KIND[event],
    ...text(zone, other),
    link,
    session_id: first.id,
    data: {
      events: weeks.map((week) => calendarEvent(week, event, sessionMinutes, `Charla: ${label} con ${summaryName}`)),
    },
    dedupe_key: `${KIND[event]}:series:${seriesId}:${first.id}:${first.sequence}:${userId}`,
  });
  return [
    item(first.student_id, DISPLAY_TIME_ZONE, first.tutor_name, paths.sessions.list, first.tutor_name),
    item(first.tutor_user_id, first.tutor_timezone, first.student_name, paths.tutor.sessions, first.student_name),
  ];
}

/**
 * The student's and the tutor's items for a booked, rescheduled or cancelled session. `data` is the
 * calendar event as it is now (mail/ builds the invitation from exactly these keys).
 */
export function sessionItems(
  session: SessionFacts,
  event: SessionEvent,
  sessionMinutes: number,
  previousTime?: Date,
): NotificationItem[] {
  const label = typeLabel(session.type);
  const event_ = (summary: string) => calendarEvent(session, event, sessionMinutes, summary);
  const reason = session.cancel_reason ? `\nMotivo: ${session.cancel_reason}` : '';

  const text = (zone: string, other: string): { title: string; body: string } => {
    const when = whenIn(session.meeting_time, zone);
    switch (event) {
      case 'booked':
        return {
          title: `Sesión agendada: ${label} con ${other}`,
          body: `Tu sesión de ${label} con ${other} es el ${when}.${meetingLine(session.meeting_url)}`,
        };
      case 'rescheduled':
        return {
          title: `Sesión reprogramada: ${label} con ${other}`,
          body:
            `Tu sesión de ${label} con ${other} ahora es el ${when}` +
            (previousTime ? ` (antes: ${formatLongDateTime(previousTime, zone)}).` : '.') +
            meetingLine(session.meeting_url),
        };
      case 'cancelled':
        return {
          title: `Sesión cancelada: ${label} con ${other}`,
          body: `Se canceló tu sesión de ${label} con ${other} del ${when}.${reason}`,
        };
    }
  };

  const forStudent = text(DISPLAY_TIME_ZONE, session.tutor_name);
  const forTutor = text(session.tutor_timezone, session.student_name);
  const key = (userId: string) => `${KIND[event]}:${session.id}:${session.sequence}:${userId}`;
  return [
    {
      user_id: session.student_id,
      kind: KIND[event],
      ...forStudent,
      link: paths.sessions.detail(session.id),
      session_id: session.id,
      data: event_(`Charla: ${label} con ${session.tutor_name}`),
      dedupe_key: key(session.student_id),
    },
    {
      user_id: session.tutor_user_id,
      kind: KIND[event],
      ...forTutor,
      link: paths.tutor.sessions,
      session_id: session.id,
      data: event_(`Charla: ${label} con ${session.student_name}`),
      dedupe_key: key(session.tutor_user_id),
    },
  ];
}

/** The tutor wrote (or changed) the feedback of a session that happened: its student. */
export function sessionFeedbackItem(session: SessionFacts): NotificationItem {
  return {
    user_id: session.student_id,
    kind: 'session_feedback',
    title: `Retroalimentación de tu sesión con ${session.tutor_name}`,
    body: `${session.tutor_name} escribió la retroalimentación de tu sesión de ${typeLabel(session.type)} del ${whenIn(session.meeting_time, DISPLAY_TIME_ZONE)}.`,
    link: paths.sessions.detail(session.id),
    session_id: session.id,
  };
}

/** A SED's transcript and word feedback are ready: its student. */
export function sedProcessedItem(sed: { id: string; user_id: string; created_at: Date }): NotificationItem {
  return {
    user_id: sed.user_id,
    kind: 'sed_processed',
    title: 'Tu SED está listo',
    body: `Tu SED del ${whenIn(sed.created_at, DISPLAY_TIME_ZONE)} ya tiene su transcripción y la retroalimentación de tus palabras.`,
    link: paths.seds.detail(sed.id),
    dedupe_key: `sed_processed:${sed.id}`,
  };
}

export interface AssignmentFacts {
  /** The assignment's id: the student's lesson screen opens it. */
  id: string;
  student_id: string;
  student_name: string;
  lesson_title: string;
}

/** A lesson was assigned: its student. `by` is who assigned it (their tutor's public name, or a user's). */
export function lessonAssignedItem(assignment: AssignmentFacts, by: string): NotificationItem {
  return {
    user_id: assignment.student_id,
    kind: 'lesson_assigned',
    title: `Nueva lección: ${quoted(assignment.lesson_title)}`,
    body: `${by} te asignó la lección ${quoted(assignment.lesson_title)}. Ábrela para ver la tarea y sus prácticas.`,
    link: paths.lessons.detail(assignment.id),
    dedupe_key: `lesson_assigned:${assignment.id}`,
  };
}

/** The student sent their homework: their tutor (the user of the student's tutors row). */
export function homeworkSubmittedItem(assignment: AssignmentFacts, tutorUserId: string): NotificationItem {
  return {
    user_id: tutorUserId,
    kind: 'homework_submitted',
    title: `${assignment.student_name} entregó su tarea`,
    body: `${assignment.student_name} entregó la tarea de la lección ${quoted(assignment.lesson_title)}. Escúchala y déjale tu retroalimentación.`,
    link: paths.tutor.studentLessons(assignment.student_id),
    dedupe_key: `homework_submitted:${assignment.id}`,
  };
}

/** Feedback written (or changed) on the student's homework: the student. */
export function homeworkFeedbackItem(assignment: AssignmentFacts, by: string): NotificationItem {
  return {
    user_id: assignment.student_id,
    kind: 'homework_feedback',
    title: `Retroalimentación de tu tarea: ${quoted(assignment.lesson_title)}`,
    body: `${by} escribió la retroalimentación de tu tarea de la lección ${quoted(assignment.lesson_title)}.`,
    link: paths.lessons.detail(assignment.id),
  };
}
