// People, their roles, views, plans and tutors, sessions and SEDs, lessons (a user's current lesson
// points at one), and the sign-in attempts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Permissions, Views } from '@charla/domain/access';
import type { Availability, BlockedSlot } from '@charla/domain/availability';
import { createdAt, id, updatedAt } from './columns';

export const userViews = pgTable('user_views', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  views: jsonb('views').$type<Views>().notNull().default({}),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  user_view_id: uuid('user_view_id').references(() => userViews.id, { onDelete: 'restrict' }),
  permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    language: text('language').notNull().default('en'),
    sed_submission_days: text('sed_submission_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maximum_reading_sessions: integer('maximum_reading_sessions').notNull().default(0),
    maximum_speaking_sessions: integer('maximum_speaking_sessions').notNull().default(0),
    maximum_total_sessions: integer('maximum_total_sessions').notNull().default(0),
    /** The plan registration gives new students (docs/decisions/018); at most one. */
    is_default: boolean('is_default').notNull().default(false),
    /** Hours before a session inside which its student can no longer cancel or reschedule it (decision 024). */
    cancel_notice_hours: integer('cancel_notice_hours').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_single_default_idx')
      .on(t.is_default)
      .where(sql`${t.is_default}`),
    check('plans_language_check', sql`${t.language} in ('en', 'es', 'fr')`),
    check(
      'plans_quotas_check',
      sql`${t.maximum_reading_sessions} >= 0 and ${t.maximum_speaking_sessions} >= 0 and ${t.maximum_total_sessions} >= 0`,
    ),
    check('plans_cancel_notice_check', sql`${t.cancel_notice_hours} between 0 and 168`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    title: text('title').notNull(),
    video_url: text('video_url'),
    task: text('task').notNull().default(''),
    notes: text('notes'),
    // The task and notes as safe HTML, rendered by @charla/domain/markdown at html_version when the lesson
    // is written (docs/decisions/027); a student's lesson sends them so the browser need not parse markdown.
    task_html: text('task_html').notNull().default(''),
    notes_html: text('notes_html'),
    html_version: integer('html_version').notNull().default(0),
    /** The passage the student reads aloud for homework, and its language (issue 49, decision 036). */
    reading_text: text('reading_text'),
    reading_language: text('reading_language').notNull().default('en'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('lessons_reading_language_check', sql`${t.reading_language} in ('en', 'es', 'fr')`),
    index('lessons_title_idx').on(t.title),
    // The catalogue's default order (newest first) and its deep pages read this, not every row.
    index('lessons_created_idx').on(t.created_at, t.id),
    index('lessons_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    password_hash: text('password_hash'),
    role_id: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    plan_id: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    lesson_level: integer('lesson_level').notNull().default(0),
    current_lesson_id: uuid('current_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    tutor_id: uuid('tutor_id').references((): AnyPgColumn => tutors.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role_id),
    index('users_plan_idx').on(t.plan_id),
    index('users_tutor_idx').on(t.tutor_id),
    index('users_name_idx').on(t.name),
    // `q` is a substring search (ILIKE '%…%'): trigram indexes serve it on both databases.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_created_idx').on(t.created_at, t.id),
    check('users_lesson_level_check', sql`${t.lesson_level} >= 0`),
  ],
);

export const tutors = pgTable(
  'tutors',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    public_name: text('public_name').notNull(),
    timezone: text('timezone').notNull().default('America/Costa_Rica'),
    /** The plan languages the tutor teaches (docs/decisions/029): students of other plans are not offered them. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    blocked_slots: jsonb('blocked_slots').$type<BlockedSlot[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('tutors_languages_check', sql`${t.languages} <@ array['en', 'es', 'fr']::text[]`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutor_id: uuid('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    meeting_time: timestamp('meeting_time', { withTimezone: true, mode: 'date' }).notNull(),
    meeting_url: text('meeting_url'),
    estado: text('estado').notNull().default('programada'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** What the student wrote when cancelling; the tutor sees it. */
    cancel_reason: text('cancel_reason'),
    /** The calendar event's SEQUENCE: raised on every reschedule and on the cancel (RFC 5545). */
    sequence: integer('sequence').notNull().default(0),
    feedback: text('feedback'),
    /** The weekly series the session was booked in, if any (issue 50, decision 037): no table of its own. */
    series_id: uuid('series_id'),
    /** Marked after its time by the tutor (an admin may correct it): null = not marked (issue 51). */
    attendance: text('attendance'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('sessions_series_idx')
      .on(t.series_id, t.meeting_time)
      .where(sql`${t.series_id} is not null`),
    index('sessions_user_time_idx').on(t.user_id, t.meeting_time, t.id),
    index('sessions_tutor_time_idx').on(t.tutor_id, t.meeting_time, t.id),
    // The admin's list in its default order, page by page (ids-first paging walks it).
    index('sessions_time_idx').on(t.meeting_time, t.id),
    uniqueIndex('sessions_tutor_slot_uidx')
      .on(t.tutor_id, t.meeting_time)
      .where(sql`${t.estado} <> 'cancelada'`),
    check('sessions_type_check', sql`${t.type} in ('speaking-session', 'reading-session')`),
    check('sessions_estado_check', sql`${t.estado} in ('programada', 'cancelada')`),
    check('sessions_cancel_reason_check', sql`char_length(${t.cancel_reason}) <= 500`),
    check('sessions_attendance_check', sql`${t.attendance} in ('attended', 'no_show')`),
  ],
);

export const seds = pgTable(
  'seds',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    video_url: text('video_url').notNull(),
    audio_file: text('audio_file').notNull(),
    audio_seconds: real('audio_seconds'),
    status: text('status').notNull().default('pendiente'),
    transcription: text('transcription'),
    total_words: integer('total_words'),
    feedback: text('feedback'),
    error: text('error'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('seds_user_created_idx').on(t.user_id, t.created_at),
    index('seds_created_idx').on(t.created_at, t.id),
    check('seds_status_check', sql`${t.status} in ('pendiente', 'procesando', 'listo', 'fallido')`),
  ],
);

/**
 * Sign-in attempts per email in the current window (login and register rate limit,
 * docs/decisions/005-auth.md): in the database so every API process counts the same attempts.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});
