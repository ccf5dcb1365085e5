import { z } from 'zod';
import { Email, PASSWORD_MIN_LENGTH } from '../auth/index';
import { NullableId, Id, Timestamp } from '../http/index';

export const PROTECTED_USER_FIELDS = ['role_id', 'plan_id', 'tutor_id', 'lesson_level', 'current_lesson_id'] as const;
export type ProtectedUserField = (typeof PROTECTED_USER_FIELDS)[number];

const Name = z
  .string({ error: 'El nombre es obligatorio' })
  .trim()
  .min(1, 'El nombre es obligatorio')
  .max(120, 'El nombre es demasiado largo');
const Phone = z
  .string({ error: 'El teléfono es obligatorio' })
  .trim()
  .min(1, 'El teléfono es obligatorio')
  .max(40, 'El teléfono es demasiado largo');
const LessonLevel = z
  .int('El nivel debe ser un número entero')
  .min(0, 'El nivel debe ser mayor o igual a 0')
  .max(1000, 'El nivel es demasiado alto');
const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(200, 'La contraseña es demasiado larga');

/** User form fields (spec part 2 §5: name, email and phone required; lesson_level ≥ 0). */
const userFields = {
  name: Name,
  email: Email,
  phone: Phone,
  password: Password.optional(),
  role_id: Id.optional(),
  plan_id: NullableId.optional(),
  lesson_level: LessonLevel.optional(),
  current_lesson_id: NullableId.optional(),
  tutor_id: NullableId.optional(),
};

export const UserCreateInput = z.object(userFields);
export type UserCreateInput = z.infer<typeof UserCreateInput>;

export const UserPatchInput = z.object(userFields).partial();
export type UserPatchInput = z.infer<typeof UserPatchInput>;

/** A user as the API shows it: everything but the password hash. */
export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role_id: z.string(),
  plan_id: z.string().nullable(),
  lesson_level: z.int(),
  current_lesson_id: z.string().nullable(),
  /** The current lesson's title; null with an id set means the lesson can't be found ('Lección no encontrada'). */
  current_lesson_title: z.string().nullable(),
  tutor_id: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type User = z.infer<typeof User>;

/** Spec part 1 §9: profile fallbacks when the user cannot be fetched. */
export function fallbackUserName(id: string): string {
  return `Usuario ${id}`;
}
export const NOT_AVAILABLE = 'No disponible';
