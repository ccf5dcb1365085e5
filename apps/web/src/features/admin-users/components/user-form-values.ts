// The user form's values (spec part 2 §3 User, §5 user form): UserCreateInput's rules (packages/domain)
// over what the form's controls hold: a select's '' is "none" (null), an empty new password on edit is
// "keep the current one" (left out of the PATCH). Creating asks for the first password (the admin sets
// it and tells the person; no invitation mail exists).
import { z } from 'zod';
import { NullableId, Id } from '@charla/domain/http';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { UserCreateInput, type User } from '@charla/domain/users';

const { name, email, phone } = UserCreateInput.shape;
const Password = UserCreateInput.shape.password.unwrap();
const LessonLevel = UserCreateInput.shape.lesson_level.unwrap();

/** A select whose empty choice means none. */
const OptionalId = z
  .string()
  .transform((value) => (value === '' ? null : value))
  .pipe(NullableId);

const userFormFields = {
  name,
  email,
  phone,
  role_id: z.string().min(1, 'El rol es obligatorio').pipe(Id),
  plan_id: OptionalId,
  tutor_id: OptionalId,
  // An empty box is undefined (NumberField): say so rather than "not an integer".
  lesson_level: z.number({ error: 'El nivel es obligatorio' }).pipe(LessonLevel),
  current_lesson_id: OptionalId,
};

export const UserCreateForm = z.object({
  ...userFormFields,
  password: z.string().min(1, 'La contraseña es obligatoria').pipe(Password),
});

export const UserEditForm = z.object({
  ...userFormFields,
  password: z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(Password.optional()),
});

export type UserFormValues = z.input<typeof UserCreateForm>;

/** The server's 422 paths that are fields of this form. */
export const USER_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'role_id',
  'plan_id',
  'tutor_id',
  'lesson_level',
  'current_lesson_id',
] as const;

export function userFormDefaults(user?: User): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
    // A new account is a student unless the admin says otherwise (the server's default too).
    role_id: user?.role_id ?? STUDENT_ROLE_ID,
    plan_id: user?.plan_id ?? '',
    tutor_id: user?.tutor_id ?? '',
    lesson_level: user?.lesson_level ?? 0,
    current_lesson_id: user?.current_lesson_id ?? '',
  };
}
