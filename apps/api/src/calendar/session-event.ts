// A session as a calendar event, from the database row (download and feed) or from what a notification
// stored when it was told (the email's invitation: the event as it was then, not as it is now).
import { SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';
import type { IcsEvent, IcsMethod, IcsPerson } from './ics';

/** The event's UID: the same in every email, download and feed, so calendars keep one event. */
export const sessionUid = (sessionId: string) => `${sessionId}@charla`;

export interface SessionForCalendar {
  id: string;
  type: string;
  meeting_time: Date;
  meeting_url: string | null;
  estado: string;
  sequence: number;
  /** The row's last change (a trigger moves it on every update): the event's DTSTAMP. */
  updated_at: Date;
  tutor_name: string;
  student_name: string;
}

/** 'Charla: Speaking con Ana Rodríguez' — named after the other person, as the emailed invitations. */
export function sessionSummary(type: string, otherName: string): string {
  const label = SESSION_TYPE_LABELS[type as SessionType] ?? type;
  return `Charla: ${label} con ${otherName}`;
}

export function sessionDescription(parts: {
  tutor_name?: string;
  student_name?: string;
  meeting_url?: string | null;
}): string {
  const lines = [];
  if (parts.tutor_name) lines.push(`Tutor: ${parts.tutor_name}`);
  if (parts.student_name) lines.push(`Estudiante: ${parts.student_name}`);
  if (parts.meeting_url) lines.push(`Enlace de la reunión: ${parts.meeting_url}`);
  return lines.join('\n');
}

/**
 * The row as the caller sees it: the tutor's calendar names the student, the student's the tutor.
 * Stamped with the row's last change, not the clock: the same row is the same text (decision 035).
 */
export function sessionEvent(session: SessionForCalendar, viewer: 'student' | 'tutor', minutes: number): IcsEvent {
  return {
    uid: sessionUid(session.id),
    sequence: session.sequence,
    start: session.meeting_time,
    minutes,
    summary: sessionSummary(session.type, viewer === 'tutor' ? session.student_name : session.tutor_name),
    description: sessionDescription(session),
    meetingUrl: session.meeting_url,
    cancelled: session.estado === 'cancelada',
    stamp: session.updated_at,
  };
}

/** What notify() stores in `data` for session kinds (H1's contract, docs/decisions/024). */
export interface SessionInvitationData {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: string;
  minutes: number;
  summary: string;
  meeting_url?: string | null;
  tutor_name?: string;
  student_name?: string;
}

/** The stored invitation, or null when the notification carries none (or a malformed one). */
export function invitationFrom(data: unknown): SessionInvitationData | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const start = typeof d.start === 'string' ? new Date(d.start) : null;
  if (
    typeof d.uid !== 'string' ||
    !d.uid ||
    (d.method !== 'REQUEST' && d.method !== 'CANCEL') ||
    !start ||
    Number.isNaN(start.getTime()) ||
    typeof d.sequence !== 'number' ||
    typeof d.minutes !== 'number' ||
    d.minutes <= 0 ||
    typeof d.summary !== 'string'
  )
    return null;
  return d as unknown as SessionInvitationData;
}

/**
 * Every invitation a notification carries: one session's (`data` is the event), or a weekly series'
 * (`data.events`, issue 50) — all of one method, or none when any is malformed.
 */
export function invitationsFrom(data: unknown): SessionInvitationData[] {
  const events = (data as { events?: unknown } | null)?.events;
  const list = Array.isArray(events) ? events.map(invitationFrom) : [invitationFrom(data)];
  if (list.length === 0 || list.some((event) => event === null)) return [];
  const valid = list as SessionInvitationData[];
  return valid.every((event) => event.method === valid[0]!.method) ? valid : [];
}

/** The email's invitation: organised by Charla's sender, the recipient its attendee. */
export function invitationEvent(
  data: SessionInvitationData,
  stamp: Date,
  organizer: IcsPerson,
  recipient: IcsPerson,
): { method: IcsMethod; event: IcsEvent } {
  return {
    method: data.method,
    event: {
      uid: data.uid,
      sequence: data.sequence,
      start: new Date(data.start),
      minutes: data.minutes,
      summary: data.summary,
      description: sessionDescription(data),
      meetingUrl: data.meeting_url ?? null,
      cancelled: data.method === 'CANCEL',
      stamp,
      organizer,
      attendees: [recipient],
    },
  };
}
