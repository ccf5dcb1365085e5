// What the content editor sends for a practice (spec part 2 §2 practice form, §5; DESIGN §9):
// title, instructions and props, whose `practice_type` chooses the per-type schema (props.ts).
import { z } from 'zod';
import { Language } from '../plans/index';
import { PracticeProps } from './props';

const practiceFields = {
  title: z
    .string({ error: 'El título es obligatorio' })
    .trim()
    .min(1, 'El título es obligatorio')
    .max(200, 'El título es demasiado largo'),
  // Spec part 2 §5: title, instructions and practice type are required.
  instructions: z
    .string({ error: 'Las instrucciones son obligatorias' })
    .trim()
    .min(1, 'Las instrucciones son obligatorias')
    .max(5000, 'Las instrucciones son demasiado largas'),
  props: PracticeProps,
  /** Beyond the spec (issue 48): the language it teaches; left out, a new practice is English and a saved one keeps its own. */
  language: Language.optional(),
};

/** POST and PUT /api/practices: the whole form. */
export const PracticeInput = z.object(practiceFields);
export type PracticeInput = z.infer<typeof PracticeInput>;

/** PATCH /api/practices/{id}: the fields it names (props, when named, is replaced whole). */
export const PracticePatchInput = PracticeInput.partial();
export type PracticePatchInput = z.infer<typeof PracticePatchInput>;
