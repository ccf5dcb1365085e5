// What Charla tells people, and how (docs/decisions/024): one in-app inbox for everyone, email per kind
// when they want it and SMTP is configured, and calendar invitations for sessions.
import { z } from 'zod';
import { Timestamp } from '../http/index';
import { navigationFor, type Area, type NavigationClaims } from '../navigation/index';

export const NOTIFICATION_KINDS = [
  'session_booked',
  'session_rescheduled',
  'session_cancelled',
  'session_reminder',
  'session_feedback',
  'sed_processed',
  'lesson_assigned',
  'homework_submitted',
  'homework_feedback',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind is named in the profile's preferences. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  session_booked: 'Sesión agendada',
  session_rescheduled: 'Sesión reprogramada',
  session_cancelled: 'Sesión cancelada',
  session_reminder: 'Recordatorio de sesión',
  session_feedback: 'Retroalimentación de una sesión',
  sed_processed: 'SED procesado',
  lesson_assigned: 'Lección asignada',
  homework_submitted: 'Tarea entregada por un estudiante',
  homework_feedback: 'Retroalimentación de una tarea',
};

/**
 * Through which of a reader's areas each kind reaches them (docs/decisions/024's readers): a session's
 * student and tutor, a SED's student, the student of a lesson, the tutor of a student's homework — the
 * tutor's own area (tutor_id), since an admin who reaches the students' screens is never told.
 */
const KIND_READERS: Record<NotificationKind, readonly Area[]> = {
  session_booked: ['sessions', 'tutor-sessions'],
  session_rescheduled: ['sessions', 'tutor-sessions'],
  session_cancelled: ['sessions', 'tutor-sessions'],
  session_reminder: ['sessions', 'tutor-sessions'],
  session_feedback: ['sessions'],
  sed_processed: ['seds'],
  lesson_assigned: ['lessons'],
  homework_submitted: ['tutor-sessions'],
  homework_feedback: ['lessons'],
};

/** The kinds that can reach this person, the only ones their preferences offer (issue 48). */
export function notificationKindsFor(claims: NavigationClaims): NotificationKind[] {
  const { areas } = navigationFor(claims);
  return NOTIFICATION_KINDS.filter((kind) => KIND_READERS[kind].some((area) => areas.includes(area)));
}

/** Spec-style page size for the inbox, like every other list. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const Notification = z.object({
  id: z.string(),
  user_id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path the item opens (e.g. /sesiones, /seds/{id}). */
  link: z.string(),
  session_id: z.string().nullable(),
  read_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

export const NotificationReadInput = z.object({
  read: z.literal(true, { error: 'Solo se puede marcar como leída (read: true)' }),
});

/** GET /api/notifications/unread_count: the bell. */
export const UnreadCount = z.object({ unread: z.number().int().min(0) });

/** GET/PUT /api/notification_settings: in-app is always on; email can be turned off per kind. */
export const NotificationSettings = z.object({
  email_off: z.array(z.enum(NOTIFICATION_KINDS, { error: 'Tipo de aviso no válido' })),
  /** Whether the server can email at all (SMTP_URL set); without it only the inbox is used. */
  email_available: z.boolean(),
  /** When the current calendar feed was created; null: no feed. The URL is shown only once. */
  calendar_feed_created_at: Timestamp.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsInput = z.object({
  email_off: z
    .array(z.enum(NOTIFICATION_KINDS, { error: 'Tipo de aviso no válido' }))
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list).size === list.length, 'Tipos de aviso repetidos'),
});

/** POST /api/calendar_feed answers the new private URL (shown once; rotating replaces it). */
export const CalendarFeed = z.object({ url: z.string() });

/** Reminder offsets in minutes before a session when none are configured: 24 h and 1 h. */
export const DEFAULT_REMINDER_MINUTES = [24 * 60, 60] as const;

/** 'en 24 horas', 'en 1 hora', 'en 30 minutos' for a reminder's text. */
export function reminderLead(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? 'en 1 hora' : `en ${hours} horas`;
  }
  return minutes === 1 ? 'en 1 minuto' : `en ${minutes} minutos`;
}
