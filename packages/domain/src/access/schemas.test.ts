// Views and permissions are validated when saved (DESIGN §5): known collections, fields, operators
// and operations, compatible kinds, no `__proto__`-style keys, messages in Spanish.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { DEFAULT_VIEW_FILTER, LowercaseName, NAME_MESSAGE, Permissions, ViewFilter, Views } from './index';

const issues = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
};
const json = (text: string): unknown => JSON.parse(text);
const viewWith = (collection: string, overrides: Record<string, unknown>) => ({
  [collection]: [{ ...DEFAULT_VIEW_FILTER, ...overrides }],
});

describe('Views: accepted', () => {
  it.each<[string, unknown]>([
    ['no collections', {}],
    ['an empty filter list (every row)', { users: [], plans: [] }],
    ['the spec default filter', { sessions: [DEFAULT_VIEW_FILTER], seds: [DEFAULT_VIEW_FILTER] }],
    [
      'two grants',
      {
        users: [
          { ...DEFAULT_VIEW_FILTER, collection_field: 'id' },
          { operations: ['read'], user_field: 'tutor_id', collection_field: 'tutor_id', operator: '$eq' },
        ],
      },
    ],
    [
      'text[] membership',
      viewWith('plans', { collection_field: 'sed_submission_days', operator: '$in', user_field: 'name' }),
    ],
    [
      'text[] $not_contains',
      viewWith('plans', { collection_field: 'sed_submission_days', operator: '$not_contains', user_field: 'email' }),
    ],
    [
      'int ordering',
      viewWith('users', { collection_field: 'lesson_level', operator: '$lte', user_field: 'lesson_level' }),
    ],
    ['text substring', viewWith('users', { collection_field: 'name', operator: '$contains', user_field: 'name' })],
    ['uuid ordering', viewWith('users', { collection_field: 'id', operator: '$gt', user_field: 'id' })],
  ])('%s', (_name, input) => {
    expect(issues(Views, input)).toEqual([]);
    expect(Views.parse(input)).toEqual(input);
  });
});

describe('Views: refused, in Spanish', () => {
  it.each<[string, unknown, { path: PropertyKey[]; message: string }[]]>([
    ['an unknown collection', { ghosts: [] }, [{ path: ['ghosts'], message: 'Colección no válida' }]],
    [
      'a resource that is not a collection',
      { practice_stats: [] },
      [{ path: ['practice_stats'], message: 'Colección no válida' }],
    ],
    [
      'a __proto__ collection (own key from JSON.parse)',
      json('{"__proto__": []}'),
      [{ path: ['__proto__'], message: 'Colección no válida' }],
    ],
    [
      'a __proto__ collection next to a valid one',
      json('{"users": [], "__proto__": {"users": []}}'),
      [{ path: ['__proto__'], message: 'Colección no válida' }],
    ],
    [
      'a constructor collection',
      json('{"constructor": []}'),
      [{ path: ['constructor'], message: 'Colección no válida' }],
    ],
    [
      'an unknown field',
      viewWith('users', { collection_field: 'password_hash' }),
      [{ path: ['users', 0, 'collection_field'], message: "El campo 'password_hash' no existe en users" }],
    ],
    [
      'a timestamp field',
      viewWith('sessions', { collection_field: 'meeting_time' }),
      [{ path: ['sessions', 0, 'collection_field'], message: "El campo 'meeting_time' no existe en sessions" }],
    ],
    [
      'a __proto__ field',
      viewWith('users', { collection_field: '__proto__' }),
      [{ path: ['users', 0, 'collection_field'], message: "El campo '__proto__' no existe en users" }],
    ],
    [
      'a constructor field',
      viewWith('users', { collection_field: 'constructor' }),
      [{ path: ['users', 0, 'collection_field'], message: "El campo 'constructor' no existe en users" }],
    ],
    [
      'a toString field',
      viewWith('plans', { collection_field: 'toString' }),
      [{ path: ['plans', 0, 'collection_field'], message: "El campo 'toString' no existe en plans" }],
    ],
    [
      'an empty field',
      viewWith('users', { collection_field: '' }),
      [
        { path: ['users', 0, 'collection_field'], message: 'Campo de colección obligatorio' },
        { path: ['users', 0, 'collection_field'], message: "El campo '' no existe en users" },
      ],
    ],
    [
      'an unknown user field',
      viewWith('sessions', { user_field: 'password_hash' }),
      [{ path: ['sessions', 0, 'user_field'], message: 'Campo de usuario no válido' }],
    ],
    [
      'a __proto__ user field',
      viewWith('sessions', { user_field: '__proto__' }),
      [{ path: ['sessions', 0, 'user_field'], message: 'Campo de usuario no válido' }],
    ],
    [
      'an unknown operator',
      viewWith('sessions', { operator: '$regex' }),
      [{ path: ['sessions', 0, 'operator'], message: 'Operador no válido' }],
    ],
    [
      'an unknown operation',
      viewWith('sessions', { operations: ['list', 'drop'] }),
      [{ path: ['sessions', 0, 'operations', 1], message: 'Operación no válida' }],
    ],
    [
      'no operation',
      viewWith('sessions', { operations: [] }),
      [{ path: ['sessions', 0, 'operations'], message: 'Elige al menos una operación' }],
    ],
    [
      'a repeated operation',
      viewWith('sessions', { operations: ['read', 'read'] }),
      [{ path: ['sessions', 0, 'operations'], message: 'Operaciones repetidas' }],
    ],
    [
      'text against uuid',
      viewWith('users', { collection_field: 'name', operator: '$eq', user_field: 'id' }),
      [
        {
          path: ['users', 0, 'operator'],
          message: 'El operador $eq no puede comparar users.name con el campo de usuario id',
        },
      ],
    ],
    [
      'int against text',
      viewWith('users', { collection_field: 'lesson_level', operator: '$gt', user_field: 'name' }),
      [
        {
          path: ['users', 0, 'operator'],
          message: 'El operador $gt no puede comparar users.lesson_level con el campo de usuario name',
        },
      ],
    ],
    [
      '$contains on a uuid',
      viewWith('users', { collection_field: 'id', operator: '$contains', user_field: 'id' }),
      [
        {
          path: ['users', 0, 'operator'],
          message: 'El operador $contains no puede comparar users.id con el campo de usuario id',
        },
      ],
    ],
    [
      '$not_contains on an int',
      viewWith('users', { collection_field: 'lesson_level', operator: '$not_contains', user_field: 'lesson_level' }),
      [
        {
          path: ['users', 0, 'operator'],
          message:
            'El operador $not_contains no puede comparar users.lesson_level con el campo de usuario lesson_level',
        },
      ],
    ],
    [
      '$eq on text[]',
      viewWith('plans', { collection_field: 'sed_submission_days', operator: '$eq', user_field: 'name' }),
      [
        {
          path: ['plans', 0, 'operator'],
          message: 'El operador $eq no puede comparar plans.sed_submission_days con el campo de usuario name',
        },
      ],
    ],
    [
      'text[] against uuid',
      viewWith('plans', { collection_field: 'sed_submission_days', operator: '$in', user_field: 'plan_id' }),
      [
        {
          path: ['plans', 0, 'operator'],
          message: 'El operador $in no puede comparar plans.sed_submission_days con el campo de usuario plan_id',
        },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(issues(Views, input)).toEqual(expected);
  });

  it('refuses a __proto__ key inside a filter (own key from JSON.parse)', () => {
    const input = json(
      `{"users": [{"__proto__": {"operator": "$ne"}, "operations": ["read"], "user_field": "id", "collection_field": "id", "operator": "$eq"}]}`,
    );
    expect(issues(Views, input)).toEqual([{ path: ['users', 0], message: 'Clave no permitida: __proto__' }]);
  });

  it('refuses an unknown key inside a filter', () => {
    expect(issues(Views, viewWith('users', { collection_field: 'id', where: '1=1' }))).toEqual([
      { path: ['users', 0], message: 'Clave no permitida: where' },
    ]);
  });

  it.each<[string, unknown, { path: PropertyKey[]; message: string }[]]>([
    ['a list instead of an object', [], [{ path: [], message: 'Las vistas deben ser un objeto' }]],
    ['null', null, [{ path: [], message: 'Las vistas deben ser un objeto' }]],
    [
      'a filter list that is not a list',
      { users: {} },
      [{ path: ['users'], message: 'Los filtros deben ser una lista' }],
    ],
    [
      'a filter that is not an object',
      { users: ['id'] },
      [{ path: ['users', 0], message: 'El filtro debe ser un objeto' }],
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(issues(Views, input)).toEqual(expected);
  });

  it('never hands back an object with a polluted prototype', () => {
    const result = Views.safeParse(json('{"__proto__": {"polluted": true}}'));
    expect(result.success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('ViewFilter', () => {
  it('is strict and needs every key', () => {
    expect(ViewFilter.safeParse(DEFAULT_VIEW_FILTER).success).toBe(true);
    expect(issues(ViewFilter, { operations: ['read'], user_field: 'id', operator: '$eq' })).toEqual([
      { path: ['collection_field'], message: 'Campo de colección obligatorio' },
    ]);
  });
});

describe('Permissions', () => {
  it('accepts known resources and actions', () => {
    const input = { users: ['read'], plans: [], sessions: ['create', 'read', 'patch', 'delete'] };
    expect(Permissions.parse(input)).toEqual(input);
  });

  it.each<[string, unknown, { path: PropertyKey[]; message: string }[]]>([
    ['an unknown resource', { ghosts: ['read'] }, [{ path: ['ghosts'], message: 'Recurso no válido' }]],
    [
      'a collection that is not a resource',
      { lesson_submissions: ['read'] },
      [{ path: ['lesson_submissions'], message: 'Recurso no válido' }],
    ],
    [
      'a __proto__ resource (own key from JSON.parse)',
      json('{"__proto__": ["read"]}'),
      [{ path: ['__proto__'], message: 'Recurso no válido' }],
    ],
    [
      'a constructor resource',
      json('{"users": ["read"], "constructor": ["read"]}'),
      [{ path: ['constructor'], message: 'Recurso no válido' }],
    ],
    ['an unknown action', { users: ['read', 'fly'] }, [{ path: ['users', 1], message: 'Acción no válida' }]],
    ['the view word for an action', { users: ['update'] }, [{ path: ['users', 0], message: 'Acción no válida' }]],
    ['a repeated action', { users: ['read', 'read'] }, [{ path: ['users'], message: 'Acciones repetidas' }]],
    [
      'actions that are not a list',
      { users: 'read' },
      [{ path: ['users'], message: 'Las acciones deben ser una lista' }],
    ],
    ['a list instead of an object', ['users'], [{ path: [], message: 'Los permisos deben ser un objeto' }]],
  ])('refuses %s', (_name, input, expected) => {
    expect(issues(Permissions, input)).toEqual(expected);
  });
});

describe('LowercaseName', () => {
  it.each(['admin', 'content_creator', '  student  '])('accepts %j', (name) => {
    expect(LowercaseName.parse(name)).toBe(name.trim());
  });
  it.each(['Admin', 'tutor-1', 'tutor1', '__proto__x1', 'ñandú'])('refuses %j', (name) => {
    expect(issues(LowercaseName, name)).toEqual([{ path: [], message: NAME_MESSAGE }]);
  });
});
