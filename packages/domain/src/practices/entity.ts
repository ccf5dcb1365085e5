// A practice as the API shows it (spec part 2 §3). Issue 10 adds the per-type schemas of `props`.
import { z } from 'zod';
import { Timestamp } from '../http/index';
import { PLAN_LANGUAGES } from '../plans/index';

export const PRACTICE_TYPES = [
  'letter-tweak',
  'subset-select',
  'insert-it-right',
  'word-choice',
  'fill-in-the-blank',
  'tense-transform',
] as const;
export type PracticeType = (typeof PRACTICE_TYPES)[number];

export const Practice = z.object({
  id: z.string(),
  title: z.string(),
  instructions: z.string(),
  props: z.record(z.string(), z.unknown()),
  /** The language it teaches, one of a plan's (issue 48: a student sees their plan's first). */
  language: z.enum(PLAN_LANGUAGES),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Practice = z.infer<typeof Practice>;
