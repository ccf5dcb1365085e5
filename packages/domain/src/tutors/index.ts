import { z } from 'zod';
import { AvailabilitySchema, BlockedSlots, type Availability, type BlockedSlot } from '../availability/schedule';
import { Id, Timestamp } from '../http/index';
import { WEEKDAYS } from '../availability/weekdays';
import { DEFAULT_TUTOR_TIME_ZONE, isTimeZone } from '../time/zones';
import { PLAN_LANGUAGES } from '../plans/index';

const TimeZone = z.string().refine(isTimeZone, 'Zona horaria no válida (ej: America/Costa_Rica)');
const PublicName = z
  .string({ error: 'El nombre público es obligatorio' })
  .trim()
  .min(1, 'El nombre público es obligatorio')
  .max(120, 'El nombre público es demasiado largo');

/** The languages a tutor teaches (a plan's language codes); a student is offered only tutors of theirs. */
export const TutorLanguages = z
  .array(z.enum(PLAN_LANGUAGES, { error: 'Idioma no válido: usa en, es o fr' }), {
    error: 'Los idiomas deben ser una lista',
  })
  .refine((list) => new Set(list).size === list.length, 'Idiomas repetidos');

export const TutorCreateInput = z.object({
  user_id: Id,
  public_name: PublicName,
  timezone: TimeZone.default(DEFAULT_TUTOR_TIME_ZONE),
  /** None yet: the tutor is offered to no student until an admin says what they teach. */
  languages: TutorLanguages.default([]),
  availability: AvailabilitySchema.default({}),
  blocked_slots: BlockedSlots.default([]),
});
export type TutorCreateInput = z.infer<typeof TutorCreateInput>;

/** The user is locked when editing (spec part 2 §5), so user_id is not patchable. */
export const TutorPatchInput = z.object({
  public_name: PublicName.optional(),
  timezone: TimeZone.optional(),
  languages: TutorLanguages.optional(),
  availability: AvailabilitySchema.optional(),
  blocked_slots: BlockedSlots.optional(),
});
export type TutorPatchInput = z.infer<typeof TutorPatchInput>;

const SlotOut = z.object({ start_time: z.number(), end_time: z.number() });

/** A tutor as the API shows it, with the user's email. */
export const Tutor = z.object({
  id: z.string(),
  user_id: z.string(),
  public_name: z.string(),
  email: z.string().nullable(),
  timezone: z.string(),
  languages: z.array(z.enum(PLAN_LANGUAGES)),
  availability: z.partialRecord(z.enum(WEEKDAYS), z.array(SlotOut)) as z.ZodType<Availability>,
  blocked_slots: z.array(SlotOut.extend({ dates: z.array(z.int()) })) as z.ZodType<BlockedSlot[]>,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Tutor = z.infer<typeof Tutor>;

/**
 * GET /api/bookable_tutors: the tutors offered to the caller (isOfferedTo), each with its manual blocks
 * and booked times in the booking window as blocked slots, and how long a session lasts.
 */
export const BookableTutors = z.object({
  tutors: z.array(
    Tutor.pick({
      id: true,
      public_name: true,
      timezone: true,
      languages: true,
      availability: true,
      blocked_slots: true,
    }),
  ),
  session_minutes: z.int(),
});
export type BookableTutors = z.infer<typeof BookableTutors>;
export type BookableTutor = BookableTutors['tutors'][number];

/** The virtual tutor of the booking screen (spec part 1 §3). */
export const ANY_TUTOR_ID = 'any';
export const ANY_TUTOR_NAME = 'Any Tutor';

export * from './offered';
