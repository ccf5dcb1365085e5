import { describe, expect, it } from 'vitest';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { UserCreateForm, UserEditForm, userFormDefaults } from './user-form-values';

const ID = '01a1fb99-9a11-7000-8000-000000000001';
const filled = { ...userFormDefaults(), name: ' Ana ', email: 'ANA@charla.test ', phone: '+506 8888 0000' };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the user form schemas', () => {
  it('turns the empty choices into null and trims like the server', () => {
    expect(UserCreateForm.parse({ ...filled, password: 'secreta123' })).toEqual({
      name: 'Ana',
      email: 'ANA@charla.test',
      phone: '+506 8888 0000',
      password: 'secreta123',
      role_id: STUDENT_ROLE_ID,
      plan_id: null,
      tutor_id: null,
      lesson_level: 0,
      current_lesson_id: null,
    });
  });

  it('asks for a first password of at least 8 characters when creating', () => {
    expect(messages(UserCreateForm.safeParse(filled))).toEqual({ password: 'La contraseña es obligatoria' });
    expect(messages(UserCreateForm.safeParse({ ...filled, password: 'corta' }))).toEqual({
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
  });

  it('leaves an empty new password out when editing, and checks one that is typed', () => {
    expect(UserEditForm.parse(filled).password).toBeUndefined();
    expect(UserEditForm.parse({ ...filled, password: 'otra-clave' }).password).toBe('otra-clave');
    expect(messages(UserEditForm.safeParse({ ...filled, password: 'x' }))).toEqual({
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
  });

  it.each([
    [{ name: '  ' }, { name: 'El nombre es obligatorio' }],
    [{ email: 'ana' }, { email: 'Correo electrónico no válido' }],
    [{ phone: '' }, { phone: 'El teléfono es obligatorio' }],
    [{ role_id: '' }, { role_id: 'El rol es obligatorio' }],
    [{ plan_id: 'nada' }, { plan_id: 'Identificador no válido' }],
    [{ lesson_level: undefined }, { lesson_level: 'El nivel es obligatorio' }],
    [{ lesson_level: -1 }, { lesson_level: 'El nivel debe ser mayor o igual a 0' }],
    [{ lesson_level: 1.5 }, { lesson_level: 'El nivel debe ser un número entero' }],
    [{ tutor_id: ID, current_lesson_id: ID, lesson_level: 3 }, {}],
  ])('%o → %o', (change, expected) => {
    expect(messages(UserEditForm.safeParse({ ...filled, ...change }))).toEqual(expected);
  });
});
