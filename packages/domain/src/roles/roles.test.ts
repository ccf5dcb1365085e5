import { describe, expect, it } from 'vitest';
import { roleLabel } from './index';

describe('roleLabel', () => {
  it.each([
    [{ name: 'student' }, 'Estudiante'],
    [{ name: 'admin' }, 'Administrador'],
    [{ name: 'tutor' }, 'Tutor'],
    [{ name: 'content_creator' }, 'Autor de contenido'],
    [{ name: 'coordinador_sede', description: '  Coordinación de sede  ' }, 'Coordinación de sede'],
    [{ name: 'coordinador_sede', description: null }, 'coordinador sede'],
  ])('%o → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
