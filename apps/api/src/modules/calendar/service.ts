// Calendars (docs/decisions/024 "Invitaciones ICS y feed", 035): a session's .ics for its student and
// tutor, and a private feed per person behind a long random token. Only the token's SHA-256 is stored, and
// the feed is found by that hash alone; revoking clears it, rotating replaces it. Each event is stamped
// with its row's last change (DTSTAMP = sessions.updated_at), so an unchanged calendar is the same text
// and its ETag holds.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { buildCalendar, parseMailbox } from '../../calendar/ics';
import { sessionEvent, type SessionForCalendar } from '../../calendar/session-event';
import type { Db } from '../../db/client';
import { notificationSettings, sessions, tutors, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

export const SESSION_NOT_FOUND = 'Sesión no encontrada';
export const FEED_NOT_FOUND = 'Calendario no encontrado';

/**
 * A feed keeps the last 30 days too: a calendar drops what leaves its feed, and a past session is history.
 * A cancelled session stays in that window as STATUS:CANCELLED with its raised SEQUENCE (decision 035).
 */
const FEED_HISTORY_MS = 30 * 24 * 3600_000;
const FEED_LIMIT = 1000;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CalendarOptions {
  sessionMinutes: number;
  mailFrom: string;
  now: () => Date;
}

const sessionCalendarColumns = {
  id: sessions.id,
  type: sessions.type,
  meeting_time: sessions.meeting_time,
  meeting_url: sessions.meeting_url,
  estado: sessions.estado,
  sequence: sessions.sequence,
  updated_at: sessions.updated_at,
  student_id: sessions.user_id,
  student_name: users.name,
  student_email: users.email,
  tutor_user_id: tutors.user_id,
  tutor_name: tutors.public_name,
};

function sessionsWithPeople(db: Db) {
  return db
    .select(sessionCalendarColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(tutors, eq(tutors.id, sessions.tutor_id));
}

export function createCalendarService(db: Db, options: CalendarOptions) {
  const { sessionMinutes, now } = options;
  const organizer = parseMailbox(options.mailFrom);

  return {
    /** One session for its student or its tutor; anyone else gets the same 404 as for no session. */
    async sessionIcs(callerId: string, sessionId: string): Promise<{ ics: string; session: SessionForCalendar }> {
      const [row] = await sessionsWithPeople(db).where(
        and(eq(sessions.id, sessionId), or(eq(sessions.user_id, callerId), eq(tutors.user_id, callerId))),
      );
      if (!row) throw notFound(SESSION_NOT_FOUND);
      const [caller] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, callerId));
      const viewer = row.tutor_user_id === callerId ? 'tutor' : 'student';
      const cancelled = row.estado === 'cancelada';
      const event = {
        ...sessionEvent(row, viewer, sessionMinutes),
        organizer,
        attendees: caller ? [caller] : [],
      };
      // A download adds the event (PUBLISH); a cancelled session's removes it from the calendar (CANCEL).
      return { ics: buildCalendar({ method: cancelled ? 'CANCEL' : 'PUBLISH', events: [event] }), session: row };
    },

    /** Creates or rotates the caller's feed: a new token, only its hash kept. Answers the token. */
    async createFeed(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const hash = hashToken(token);
      const createdAt = new Date();
      await db
        .insert(notificationSettings)
        .values({ user_id: userId, calendar_token_hash: hash, calendar_token_created_at: createdAt })
        .onConflictDoUpdate({
          target: notificationSettings.user_id,
          set: { calendar_token_hash: hash, calendar_token_created_at: createdAt, updated_at: sql`now()` },
        });
      return token;
    },

    /** Revokes the caller's feed; nothing to revoke is fine too. */
    async revokeFeed(userId: string): Promise<void> {
      await db
        .update(notificationSettings)
        .set({ calendar_token_hash: null, calendar_token_created_at: null, updated_at: sql`now()` })
        .where(eq(notificationSettings.user_id, userId));
    },

    /**
     * The feed of the token's owner: their sessions as student and as tutor, never anyone else's —
     * the cancelled ones too (STATUS:CANCELLED), so calendar apps remove them rather than guess.
     */
    async feed(token: string): Promise<string> {
      if (!TOKEN_PATTERN.test(token)) throw notFound(FEED_NOT_FOUND);
      const [owner] = await db
        .select({ user_id: notificationSettings.user_id })
        .from(notificationSettings)
        .where(eq(notificationSettings.calendar_token_hash, hashToken(token)));
      if (!owner) throw notFound(FEED_NOT_FOUND);
      const me = owner.user_id;
      const rows = await sessionsWithPeople(db)
        .where(
          and(
            or(eq(sessions.user_id, me), eq(tutors.user_id, me)),
            gt(sessions.meeting_time, new Date(now().getTime() - FEED_HISTORY_MS)),
          ),
        )
        .orderBy(asc(sessions.meeting_time), asc(sessions.id))
        .limit(FEED_LIMIT);
      const events = rows.map((row) =>
        sessionEvent(row, row.tutor_user_id === me ? 'tutor' : 'student', sessionMinutes),
      );
      return buildCalendar({ method: 'PUBLISH', name: 'Charla: mis sesiones', events });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
