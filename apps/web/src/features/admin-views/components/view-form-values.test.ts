import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_FILTER, type ViewFilter } from '@charla/domain/access';
import {
  allowedCollectionLabels,
  compatibleOperators,
  hasUserIdField,
  newFilter,
  operatorHint,
  viewFieldLabel,
  withFittingOperator,
} from './view-form-values';

const filter = (overrides: Partial<ViewFilter>): ViewFilter => ({
  operations: ['read'],
  user_field: 'id',
  collection_field: 'id',
  operator: '$eq',
  ...overrides,
});

describe('compatibleOperators', () => {
  it.each([
    [
      'users',
      'name',
      'name',
      ['$eq', '$ne', '$contains', '$not_contains', '$gt', '$lt', '$gte', '$lte', '$in', '$nin'],
    ],
    ['users', 'tutor_id', 'tutor_id', ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte', '$in', '$nin']],
    ['users', 'lesson_level', 'lesson_level', ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte', '$in', '$nin']],
    ['lessons', 'assigned_user_ids', 'id', ['$contains', '$not_contains', '$in', '$nin']],
    ['plans', 'sed_submission_days', 'name', ['$contains', '$not_contains', '$in', '$nin']],
    ['plans', 'sed_submission_days', 'id', []],
    ['users', 'name', 'id', []],
    ['users', 'password_hash', 'id', []],
  ] as const)('%s.%s against user %s', (collection, row, user, expected) => {
    expect(compatibleOperators(collection, { collection_field: row, user_field: user })).toEqual(expected);
  });
});

describe('operatorHint', () => {
  it('says nothing when every operator fits', () => {
    expect(operatorHint('users', filter({ collection_field: 'email', user_field: 'email' }))).toBeNull();
  });
  it('explains the text-only operators', () => {
    expect(operatorHint('seds', filter({ collection_field: 'user_id', user_field: 'id' }))).toBe(
      '$contains y $not_contains están desactivados: solo buscan texto dentro de texto, y aquí se comparan dos campos de tipo identificador.',
    );
  });
  it('explains a list field', () => {
    expect(operatorHint('lessons', filter({ collection_field: 'assigned_user_ids', user_field: 'id' }))).toBe(
      'Solo $contains, $not_contains, $in, $nin: assigned_user_ids es una lista, y solo se puede buscar en ella un valor de su mismo tipo.',
    );
  });
  it('says when no operator can compare the fields', () => {
    expect(operatorHint('users', filter({ collection_field: 'lesson_level', user_field: 'email' }))).toBe(
      'Ningún operador puede comparar un campo de tipo número con uno de tipo texto: elige campos del mismo tipo.',
    );
  });
});

describe('withFittingOperator', () => {
  it('keeps an operator that still fits, else takes the first that does, else leaves it', () => {
    expect(withFittingOperator('users', filter({ operator: '$ne', collection_field: 'tutor_id' })).operator).toBe(
      '$ne',
    );
    expect(
      withFittingOperator('lessons', filter({ operator: '$eq', collection_field: 'assigned_user_ids' })).operator,
    ).toBe('$contains');
    expect(withFittingOperator('users', filter({ operator: '$gt', collection_field: 'name' })).operator).toBe('$gt');
  });
});

describe('the rest', () => {
  it('offers the default filter only where the collection has a user_id', () => {
    expect((['seds', 'sessions', 'tutors', 'assignments', 'lesson_submissions'] as const).every(hasUserIdField)).toBe(
      true,
    );
    expect((['users', 'plans', 'roles', 'user_views', 'practices', 'lessons'] as const).some(hasUserIdField)).toBe(
      false,
    );
  });
  it("starts a new filter as the spec's default where the collection has a user_id, else read-only on its own id", () => {
    expect(newFilter('sessions')).toEqual(DEFAULT_VIEW_FILTER);
    expect(newFilter('sessions')).not.toBe(DEFAULT_VIEW_FILTER);
    expect(newFilter('users')).toEqual(filter({ operations: ['list', 'read'] }));
  });
  it('names the allowed collections in the vocabulary order', () => {
    expect(allowedCollectionLabels({ lesson_submissions: [], users: [{}] })).toEqual([
      'Usuarios',
      'Entregas de tareas',
    ]);
  });
  it.each([
    ['name', 'Nombre'],
    ['views', 'Colecciones'],
    ['views.users', 'Usuarios'],
    ['views.users.0', 'Usuarios › Filtro 1'],
    ['views.seds.2.operator', 'SEDs › Filtro 3 › Operador'],
    ['views.seds.0.operations.1', 'SEDs › Filtro 1 › Operaciones'],
    ['views.planets', 'planets'],
  ])('%s → %s', (path, label) => {
    expect(viewFieldLabel(path)).toBe(label);
  });
});
