// Practices, the lessons' links to them, homework (assignments and their recordings) and practice runs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Reading } from '@charla/domain/reading';
import { createdAt, id, updatedAt } from './columns';
import { lessons, users } from './people';

export const practices = pgTable(
  'practices',
  {
    id: id(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    /** The language it teaches (a plan's languages); a student's list shows their plan's first (issue 48). */
    language: text('language').notNull().default('en'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('practices_language_check', sql`${t.language} in ('en', 'es', 'fr')`),
    index('practices_title_idx').on(t.title),
    // The catalogue's default order (newest first): without it a page sorts every practice with its props.
    index('practices_created_idx').on(t.created_at, t.id),
    index('practices_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const lessonPractices = pgTable(
  'lesson_practices',
  {
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    practice_id: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lesson_id, t.practice_id] }),
    index('lesson_practices_practice_idx').on(t.practice_id),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    lesson_id: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'restrict' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigned_by: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    feedback: text('feedback'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('assignments_user_created_idx').on(t.user_id, t.created_at),
    index('assignments_created_idx').on(t.created_at, t.id),
    index('assignments_lesson_idx').on(t.lesson_id),
  ],
);

export const lessonSubmissions = pgTable(
  'lesson_submissions',
  {
    id: id(),
    assignment_id: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audio_file: text('audio_file').notNull(),
    audio_seconds: real('audio_seconds'),
    /**
     * The lesson's passage when the recording came in, kept with it (an edit of the lesson later does not
     * change what this reading was of), and its assessment: null without a passage (decision 036).
     */
    reading_text: text('reading_text'),
    reading_language: text('reading_language'),
    reading: jsonb('reading').$type<Reading>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One recording per assignment: a second submission is refused (409), and this holds it under races.
    uniqueIndex('lesson_submissions_assignment_uidx').on(t.assignment_id),
    index('lesson_submissions_user_idx').on(t.user_id),
  ],
);

export const practiceStats = pgTable(
  'practice_stats',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practice_id: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    total_attempts: integer('total_attempts').notNull(),
    average_attempts: real('average_attempts').notNull(),
    first_try_correct_ones: integer('first_try_correct_ones').notNull(),
    completed: integer('completed').notNull(),
    accuracy: real('accuracy').notNull(),
    probability_of_knowing: real('probability_of_knowing').notNull(),
    score: real('score').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // A student's runs of a practice, newest first (progress, the learner's cards); the user_id prefix
    // serves a student's whole list.
    index('practice_stats_user_practice_created_idx').on(t.user_id, t.practice_id, t.created_at),
    // Deleting a practice removes its runs (cascade); an unfiltered list reads newest first.
    index('practice_stats_practice_idx').on(t.practice_id),
    index('practice_stats_created_idx').on(t.created_at, t.id),
    check(
      'practice_stats_counts_check',
      sql`${t.first_try_correct_ones} >= 0 and ${t.first_try_correct_ones} <= ${t.completed} and ${t.completed} <= ${t.total_attempts}`,
    ),
    check(
      'practice_stats_scores_check',
      sql`${t.average_attempts} >= 0 and ${t.accuracy} between 0 and 100 and ${t.probability_of_knowing} between 0 and 1 and ${t.score} >= 0`,
    ),
  ],
);

/**
 * One answer attempt of a run (docs/decisions/020), written with its practice_stats row in the same
 * statement. user_id and practice_id repeat the run's so the reads need no join; the row goes with
 * its run (and the run with its user or practice).
 */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: id(),
    stat_id: uuid('stat_id')
      .notNull()
      .references(() => practiceStats.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    practice_id: uuid('practice_id').notNull(),
    exercise_key: text('exercise_key').notNull(),
    correct: boolean('correct').notNull(),
    attempt: integer('attempt').notNull(),
    elapsed_ms: integer('elapsed_ms').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('practice_attempts_stat_idx').on(t.stat_id),
    // The items a student keeps missing: wrong attempts per practice and item.
    index('practice_attempts_missed_idx')
      .on(t.user_id, t.practice_id, t.exercise_key)
      .where(sql`not ${t.correct}`),
    check('practice_attempts_key_check', sql`char_length(${t.exercise_key}) between 1 and 200`),
    check('practice_attempts_attempt_check', sql`${t.attempt} between 1 and 1000`),
    check('practice_attempts_elapsed_check', sql`${t.elapsed_ms} between 0 and 3600000`),
  ],
);
