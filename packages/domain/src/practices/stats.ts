// What a finished run sends (POST /api/practice_stats; spec part 2 §3, §7) and what the progress
// views read. The server recomputes the derived numbers with scorePractice (DESIGN §9).
import { z } from 'zod';
import { Id, Timestamp } from '../http/index';

const Count = z
  .int('Debe ser un número entero')
  .min(0, 'No puede ser negativo')
  .max(10_000, 'El valor es demasiado alto');

/** One answer attempt of a run (beyond the spec: lets a tutor see the items a student keeps missing). */
export const AttemptEvent = z.object({
  /** Which item: the exercise's text as the player shows it (its word, sentence or hint). */
  exercise_key: z
    .string()
    .trim()
    .min(1, 'Falta el ejercicio')
    .max(200, 'El ejercicio es demasiado largo')
    .regex(/^[^\u0000]*$/, 'El ejercicio contiene caracteres no válidos'),
  correct: z.boolean({ error: 'Indica si la respuesta fue correcta' }),
  /** 1 for the first try of the exercise. */
  attempt: z.int('Debe ser un número entero').min(1, 'El intento empieza en 1').max(1000, 'Demasiados intentos'),
  /** Milliseconds since the run started. */
  elapsed_ms: z.int('Debe ser un número entero').min(0, 'No puede ser negativo').max(3_600_000, 'Demasiado tiempo'),
});
export type AttemptEvent = z.infer<typeof AttemptEvent>;

export const MAX_ATTEMPT_EVENTS = 1000;

export const PracticeStatsInput = z.object({
  user_id: Id,
  practice_id: Id,
  total_attempts: Count,
  average_attempts: z.number().min(0, 'No puede ser negativo').max(10_000, 'El valor es demasiado alto'),
  first_try_correct_ones: Count,
  /** Exercises finished; when absent it is total_attempts / average_attempts (the spec's payload lacks it). */
  completed: Count.optional(),
  accuracy: z.number().min(0, 'La precisión va de 0 a 100').max(100, 'La precisión va de 0 a 100'),
  probability_of_knowing: z.number().min(0, 'La probabilidad va de 0 a 1').max(1, 'La probabilidad va de 0 a 1'),
  score: z.number().min(0, 'El puntaje no puede ser negativo').max(1_000_000, 'El puntaje es demasiado alto'),
  events: z.array(AttemptEvent).max(MAX_ATTEMPT_EVENTS, 'Demasiados intentos en una sola práctica').default([]),
});
export type PracticeStatsInput = z.input<typeof PracticeStatsInput>;

export const PracticeStat = z.object({
  id: z.string(),
  user_id: z.string(),
  practice_id: z.string(),
  total_attempts: z.int(),
  average_attempts: z.number(),
  first_try_correct_ones: z.int(),
  completed: z.int(),
  accuracy: z.number(),
  probability_of_knowing: z.number(),
  score: z.number(),
  created_at: Timestamp,
});
export type PracticeStat = z.infer<typeof PracticeStat>;

/** An item a student keeps missing: its wrong attempts over every run of the practice. */
export const MissedItem = z.object({ exercise_key: z.string(), misses: z.int() });
export type MissedItem = z.infer<typeof MissedItem>;

/** At most this many items in `most_missed`, the most missed first. */
export const MOST_MISSED_LIMIT = 5;

/** GET /api/practice_stats/progress: one row per practice the student has played (newest first). */
export const PracticeProgress = z.object({
  practice_id: z.string(),
  title: z.string(),
  /** props.practice_type as stored (null when the practice has none). */
  practice_type: z.string().nullable(),
  runs: z.int(),
  best_score: z.number(),
  latest_score: z.number(),
  latest_accuracy: z.number(),
  latest_total_attempts: z.int(),
  last_played_at: Timestamp,
  most_missed: z.array(MissedItem),
});
export type PracticeProgress = z.infer<typeof PracticeProgress>;
