// A lesson as the API shows it and as the content editor saves it (spec part 2 §3, §5; DESIGN §7).
import { z } from 'zod';
import { Id, Timestamp } from '../http/index';
import { PLAN_LANGUAGES } from '../plans/index';
import { ReadingLanguage, ReadingText } from '../reading/entity';
import { isValidVideoUrl } from '../seds/url';
import { isEmbeddableVideoUrl } from './video';

export const LESSON_VIDEO_URL_MESSAGE = 'La URL del video debe comenzar con http:// o https://';
/** A link the student's page could not embed (issue 48): said to the author, with what works. */
export const LESSON_VIDEO_EMBED_MESSAGE =
  'Los estudiantes no podrán ver este video: usa un enlace de YouTube (watch, youtu.be, shorts o embed)';
export const MAX_LINKED_PRACTICES = 50;

const unique = <T>(list: T[]) => new Set(list).size === list.length;

const lessonFields = {
  title: z
    .string({ error: 'El título es obligatorio' })
    .trim()
    .min(1, 'El título es obligatorio')
    .max(200, 'El título es demasiado largo'),
  video_url: z
    .string({ error: 'La URL del video es obligatoria' })
    .trim()
    .min(1, { message: 'La URL del video es obligatoria', abort: true })
    .refine(isValidVideoUrl, { message: LESSON_VIDEO_URL_MESSAGE, abort: true })
    .refine(isEmbeddableVideoUrl, LESSON_VIDEO_EMBED_MESSAGE),
  task: z
    .string({ error: 'La tarea es obligatoria' })
    .trim()
    .min(1, 'La tarea es obligatoria')
    .max(20000, 'La tarea es demasiado larga'),
  notes: z.string().max(20000, 'Las notas son demasiado largas').nullable(),
  linked_practices: z
    .array(Id)
    .max(MAX_LINKED_PRACTICES, `Una lección puede enlazar como máximo ${MAX_LINKED_PRACTICES} prácticas`)
    .refine(unique, 'Prácticas repetidas'),
  /** The passage the student reads aloud for homework (issue 49), assessed word by word. */
  reading_text: ReadingText,
  reading_language: ReadingLanguage,
};

/** POST and PUT /api/lessons: the whole form. */
/** Blank notes are no notes. */
const Notes = lessonFields.notes.optional().transform((notes) => (notes?.trim() ? notes : null));

export const LessonInput = z.object({
  ...lessonFields,
  notes: Notes,
  linked_practices: lessonFields.linked_practices.default([]),
  reading_language: lessonFields.reading_language.default('en'),
});
export type LessonInput = z.input<typeof LessonInput>;

export const LessonPatchInput = z.object({ ...lessonFields, notes: Notes }).partial();
export type LessonPatchInput = z.infer<typeof LessonPatchInput>;

export const Lesson = z.object({
  id: z.string(),
  title: z.string(),
  video_url: z.string().nullable(),
  task: z.string(),
  notes: z.string().nullable(),
  /** Practice ids in their order on the lesson. */
  linked_practices: z.array(z.string()),
  reading_text: z.string().nullable(),
  reading_language: z.enum(PLAN_LANGUAGES),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Lesson = z.infer<typeof Lesson>;
