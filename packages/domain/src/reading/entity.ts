// A lesson's reading passage and the assessment of the student's reading of it (issue 49, decision 036):
// the shapes the API shows and the words the screens use to say them.
import { z } from 'zod';
import { PLAN_LANGUAGES } from '../plans/index';
import { passageWordCount } from './words';

export const MAX_READING_WORDS = 2000;
export const READING_STATUSES = ['pending', 'done', 'failed', 'unavailable'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** The passage field of the lesson form: optional, plain text, at most MAX_READING_WORDS words. */
export const ReadingText = z
  .string({ error: 'El texto de lectura debe ser texto' })
  .max(40_000, 'El texto de lectura es demasiado largo')
  .nullable()
  .optional()
  .transform((text) => (text?.trim() ? text.trim() : null))
  .refine((text) => text === null || passageWordCount(text) <= MAX_READING_WORDS, {
    message: `El texto de lectura puede tener como máximo ${MAX_READING_WORDS} palabras`,
  });

/** The passage's language, for the recogniser: English unless the author says otherwise. */
export const ReadingLanguage = z.enum(PLAN_LANGUAGES, { error: 'El idioma debe ser en, es o fr' });

export const ReadingWord = z.object({
  text: z.string(),
  status: z.enum(['correct', 'omitted', 'substituted', 'inserted']),
  heard: z.string().optional(),
  start: z.number().optional(),
  end: z.number().optional(),
});
export type ReadingWord = z.infer<typeof ReadingWord>;

/** A submission's reading: pending until the job ends; figures only when done; a reason otherwise. */
export const Reading = z.object({
  status: z.enum(READING_STATUSES),
  /** Why there is no result (failed, unavailable), in Spanish. */
  reason: z.string().optional(),
  accuracy: z.number().optional(),
  words_correct_per_minute: z.number().optional(),
  duration_seconds: z.number().optional(),
  words: z.array(ReadingWord).optional(),
  long_pauses: z.array(z.object({ after_word_index: z.number().int(), seconds: z.number() })).optional(),
});
export type Reading = z.infer<typeof Reading>;

export const READING_MESSAGES = {
  heading: 'Lee en voz alta',
  pending: 'Estamos revisando tu lectura; el resultado aparecerá aquí en unos minutos.',
  unavailableLanguage: 'La revisión automática de la lectura aún no está disponible para este idioma.',
  noEngine: 'La revisión automática de la lectura no está disponible en este servidor.',
  failed: 'No pudimos revisar la lectura automáticamente. Tu tutor escuchará la grabación.',
  nothingHeard: 'No se escuchó ninguna palabra del texto en la grabación.',
} as const;

/** 'Leíste 112 de 120 palabras correctamente' to the student, 'Leyó …' to their tutor, from the result's words. */
export function readingSummary(reading: Pick<Reading, 'words'>, reader: 'student' | 'tutor' = 'student'): string {
  const passage = (reading.words ?? []).filter((word) => word.status !== 'inserted');
  const correct = passage.filter((word) => word.status === 'correct').length;
  return `${reader === 'student' ? 'Leíste' : 'Leyó'} ${correct} de ${passage.length} palabras correctamente`;
}
