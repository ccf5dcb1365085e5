import { z } from 'zod';
import { AvailabilitySchema, BlockedSlots, type Availability, type BlockedSlot } from '../availability/schedule';
import { Id, Timestamp } from '../http/index';
import { WEEKDAYS } from '../availability/weekdays';
import { DEFAULT_TUTOR_TIME_ZONE, isTimeZone } from '../time/zones';

const TimeZone = z.string().refine(isTimeZone, 'Zona horaria no válida (ej: America/Costa_Rica)');
const PublicName = z
  .string({ error: 'El nombre público es obligatorio' })
  .trim()
  .min(1, 'El nombre público es obligatorio')
  .max(120, 'El nombre público es demasiado largo');

export const TutorCreateInput = z.object({
  user_id: Id,
  public_name: PublicName,
  timezone: TimeZone.default(DEFAULT_TUTOR_TIME_ZONE),
  availability: AvailabilitySchema.default({}),
  blocked_slots: BlockedSlots.default([]),
});
export type TutorCreateInput = z.infer<typeof TutorCreateInput>;

/** The user is locked when editing (spec part 2 §5), so user_id is not patchable. */
export const TutorPatchInput = z.object({
  public_name: PublicName.optional(),
  timezone: TimeZone.optional(),
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
  availability: z.partialRecord(z.enum(WEEKDAYS), z.array(SlotOut)) as z.ZodType<Availability>,
  blocked_slots: z.array(SlotOut.extend({ dates: z.array(z.int()) })) as z.ZodType<BlockedSlot[]>,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Tutor = z.infer<typeof Tutor>;

/** The virtual tutor of the booking screen (spec part 1 §3). */
export const ANY_TUTOR_ID = 'any';
export const ANY_TUTOR_NAME = 'Any Tutor';
