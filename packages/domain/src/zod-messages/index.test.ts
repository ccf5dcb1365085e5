// zod's fallback messages in Spanish, for every issue kind a client can provoke; a schema's own
// message still wins.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './index';

const message = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((issue) => issue.message);
};

describe('Spanish fallback messages', () => {
  it.each([
    ['an array for an object', z.object({ a: z.string() }), [], 'Se esperaba un objeto y se recibió una lista'],
    ['a missing field', z.object({ a: z.string() }), {}, 'Campo obligatorio'],
    ['a number for a text', z.string(), 5, 'Se esperaba un texto y se recibió un número'],
    ['a fraction for an integer', z.int(), 1.5, 'Se esperaba un número entero y se recibió un número'],
    ['a text too long', z.string().max(100), 'x'.repeat(101), 'Debe tener como máximo 100 caracteres'],
    ['an empty text', z.string().min(1), '', 'Este campo no puede estar vacío'],
    ['a text too short', z.string().min(8), 'abc', 'Debe tener al menos 8 caracteres'],
    ['a list too long', z.array(z.number()).max(1), [1, 2], 'Debe tener como máximo 1 elemento'],
    ['a number too big', z.number().max(10), 11, 'Debe ser menor o igual que 10'],
    ['a number too small', z.number().gt(0), 0, 'Debe ser mayor que 0'],
    ['an unknown key', z.strictObject({}), { FUNDAY: 1 }, 'Campo no permitido: "FUNDAY"'],
    ['two unknown keys', z.strictObject({}), { a: 1, b: 2 }, 'Campos no permitidos: "a", "b"'],
    [
      'a value not in the enum',
      z.enum(['MONDAY', 'TUESDAY']),
      'FUNDAY',
      'Debe ser uno de estos valores: "MONDAY", "TUESDAY"',
    ],
    ['a bad email', z.email(), 'no', 'Correo electrónico no válido'],
    ['a bad uuid', z.uuid(), 'no', 'Identificador no válido'],
    ['a regex', z.string().regex(/^a/), 'b', 'Formato no válido'],
    [
      'no union member',
      z.union([z.string(), z.number()]),
      true,
      'Valor no válido: no corresponde a ninguna de las formas admitidas',
    ],
    ['a failed refinement', z.string().refine(() => false), 'x', 'Valor no válido'],
  ])('%s', (_name, schema, value, expected) => {
    expect(message(schema, value)).toEqual([expected]);
  });

  it("keeps a schema's own message", () => {
    expect(message(z.string({ error: 'El nombre es obligatorio' }), undefined)).toEqual(['El nombre es obligatorio']);
    expect(message(z.string().max(3, 'Demasiado largo'), 'abcd')).toEqual(['Demasiado largo']);
  });
});
