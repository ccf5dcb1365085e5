// The six practice types' `props` (spec part 2 §3, §5; DESIGN §9): one schema each, used by the
// content editor, the players and the server (422 with `loc` paths like props.exercises.0.answer).
import { z } from 'zod';

export const BLANK = '<blank>';

/** How many `<blank>` markers a text holds. */
export function countBlanks(text: string): number {
  return text.split(BLANK).length - 1;
}

/** The words of a sentence, as insert-it-right places a word between them. */
export function sentenceWords(sentence: string): string[] {
  return sentence.trim().split(/\s+/).filter(Boolean);
}

const required = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'El texto es demasiado largo');

const oneBlank = (message: string) =>
  required(message).refine((text) => countBlanks(text) === 1, 'La oración debe contener exactamente un <blank>');

const list = <T extends z.ZodType>(item: T, what: string, min = 1) =>
  z
    .array(item, { error: `Debe ser una lista de ${what}` })
    .min(min, min === 1 ? `Agrega al menos un elemento a ${what}` : `Agrega al menos ${min} elementos a ${what}`)
    .max(100, `Demasiados elementos en ${what}`);

export const LetterTweak = z.object({
  letter: z.string({ error: 'La letra es obligatoria' }).length(1, 'Cada ajuste es de una sola letra'),
  silent: z.boolean({ error: 'Indica si la letra es muda' }),
  length: z.enum(['long', 'short'], { error: 'La longitud debe ser long, short o null' }).nullable(),
});
export type LetterTweak = z.infer<typeof LetterTweak>;

export const LetterTweakExercise = z
  .object({
    word: required('La palabra es obligatoria', 40),
    tweaks: z.array(LetterTweak, { error: 'Los ajustes deben ser una lista' }),
  })
  .refine(
    (exercise) => exercise.tweaks.map((tweak) => tweak.letter.toLowerCase()).join('') === exercise.word.toLowerCase(),
    { message: 'Debe haber un ajuste por cada letra de la palabra, en orden', path: ['tweaks'] },
  );
export type LetterTweakExercise = z.infer<typeof LetterTweakExercise>;

export const ImageWordPair = z.object({
  /** A path beginning with /, plain text, or an emoji shown large. */
  image_url: required('La imagen es obligatoria', 2000),
  word: required('La palabra es obligatoria', 80),
});
export type ImageWordPair = z.infer<typeof ImageWordPair>;

export const InsertItRightExercise = z
  .object({
    word: required('La palabra es obligatoria', 80),
    sentence: required('La oración es obligatoria'),
    allowed_positions: z
      .array(
        z
          .int({ error: 'La posición debe ser un número entero' })
          .min(0, 'La posición no puede ser negativa')
          .max(200, 'La posición está fuera de la oración'),
        { error: 'Las posiciones deben ser una lista de números' },
      )
      .min(1, 'Indica al menos una posición permitida'),
  })
  .superRefine((exercise, ctx) => {
    const gaps = sentenceWords(exercise.sentence).length;
    exercise.allowed_positions.forEach((position, index) => {
      if (position > gaps) {
        ctx.addIssue({
          code: 'custom',
          path: ['allowed_positions', index],
          message: `La posición ${position} está fuera de la oración (de 0 a ${gaps})`,
        });
      }
    });
  });
export type InsertItRightExercise = z.infer<typeof InsertItRightExercise>;

export const WordChoiceSentence = z.object({
  text: oneBlank('La oración es obligatoria'),
  image: z.string().trim().max(2000, 'La imagen es demasiado larga').optional(),
});
export const WordChoiceOption = z.object({
  value: required('La opción es obligatoria', 80),
  sentences: list(WordChoiceSentence, 'oraciones'),
});
export type WordChoiceOption = z.infer<typeof WordChoiceOption>;

export const FillInTheBlankExercise = z.object({
  hint: required('La pista es obligatoria', 200),
  sentence: oneBlank('La oración es obligatoria'),
  answer: required('La respuesta es obligatoria', 200),
});
export type FillInTheBlankExercise = z.infer<typeof FillInTheBlankExercise>;

export const TenseTransformExercise = z.object({
  original_sentence: required('La oración original es obligatoria'),
  transformed_sentence: required('La oración transformada es obligatoria'),
});
export type TenseTransformExercise = z.infer<typeof TenseTransformExercise>;

const unique = (values: string[]) => new Set(values.map((v) => v.trim().toLowerCase())).size === values.length;

export const LetterTweakProps = z.object({
  practice_type: z.literal('letter-tweak'),
  exercises: list(LetterTweakExercise, 'ejercicios'),
});
export const SubsetSelectProps = z.object({
  practice_type: z.literal('subset-select'),
  // Each question offers the right word plus two others: at least three pairs, words distinct.
  image_word_pairs: list(ImageWordPair, 'pares de imagen y palabra', 3).refine(
    (pairs) => unique(pairs.map((pair) => pair.word)),
    'Las palabras deben ser distintas',
  ),
});
export const InsertItRightProps = z.object({
  practice_type: z.literal('insert-it-right'),
  exercises: list(InsertItRightExercise, 'ejercicios'),
});
export const WordChoiceProps = z.object({
  practice_type: z.literal('word-choice'),
  options: list(WordChoiceOption, 'opciones', 2).refine(
    (options) => unique(options.map((option) => option.value)),
    'Las opciones deben ser distintas',
  ),
});
export const FillInTheBlankProps = z.object({
  practice_type: z.literal('fill-in-the-blank'),
  exercises: list(FillInTheBlankExercise, 'ejercicios'),
});
export const TenseTransformProps = z.object({
  practice_type: z.literal('tense-transform'),
  exercises: list(TenseTransformExercise, 'ejercicios'),
});

export const PracticeProps = z.discriminatedUnion(
  'practice_type',
  [LetterTweakProps, SubsetSelectProps, InsertItRightProps, WordChoiceProps, FillInTheBlankProps, TenseTransformProps],
  // An editor's type select left empty is told what to do; any other type is not valid.
  {
    error: (issue) =>
      (issue.input as { practice_type?: unknown } | undefined)?.practice_type === ''
        ? 'Selecciona un tipo de práctica'
        : 'Tipo de práctica no válido',
  },
);
export type PracticeProps = z.infer<typeof PracticeProps>;
export type LetterTweakProps = z.infer<typeof LetterTweakProps>;
export type SubsetSelectProps = z.infer<typeof SubsetSelectProps>;
export type InsertItRightProps = z.infer<typeof InsertItRightProps>;
export type WordChoiceProps = z.infer<typeof WordChoiceProps>;
export type FillInTheBlankProps = z.infer<typeof FillInTheBlankProps>;
export type TenseTransformProps = z.infer<typeof TenseTransformProps>;
