// The evaluator's exact answers, operator by operator and kind by kind (DESIGN §5). The API's SQL
// compiler must give the same ones: apps/api/test/access-differential.test.ts holds them together.
import { describe, expect, it } from 'vitest';
import {
  compareText,
  matchesAnyFilter,
  matchesFilter,
  type AccessRow,
  type AccessUser,
  type Collection,
  type Operator,
  type UserField,
  type ViewFilter,
} from './index';

const A = '0190a5e0-0000-7000-8000-00000000000a';
const B = '0190a5e0-0000-7000-8000-00000000000b';
const NINE = '0190a5e0-0000-7000-8000-000000000009';

const filter = (collection_field: string, operator: Operator, user_field: UserField): ViewFilter => ({
  operations: ['list'],
  collection_field,
  operator,
  user_field,
});

/** [collection, row field, operator, user field, row value, user value, expected] */
type Case = [Collection, string, Operator, UserField, unknown, unknown, boolean];

function check([collection, field, operator, userField, rowValue, userValue, expected]: Case) {
  const row: AccessRow = { [field]: rowValue };
  const user = { [userField]: userValue } as AccessUser;
  expect(matchesFilter(collection, filter(field, operator, userField), row, user)).toBe(expected);
}

describe('uuid fields', () => {
  it.each<Case>([
    ['users', 'plan_id', '$eq', 'plan_id', A, A, true],
    ['users', 'plan_id', '$eq', 'plan_id', A, B, false],
    ['users', 'plan_id', '$eq', 'plan_id', null, A, false],
    ['users', 'plan_id', '$ne', 'plan_id', A, A, false],
    ['users', 'plan_id', '$ne', 'plan_id', A, B, true],
    ['users', 'plan_id', '$ne', 'plan_id', null, A, true],
    ['users', 'plan_id', '$in', 'plan_id', A, A, true],
    ['users', 'plan_id', '$in', 'plan_id', B, A, false],
    ['users', 'plan_id', '$in', 'plan_id', null, A, false],
    ['users', 'plan_id', '$nin', 'plan_id', A, A, false],
    ['users', 'plan_id', '$nin', 'plan_id', B, A, true],
    ['users', 'plan_id', '$nin', 'plan_id', null, A, true],
    ['users', 'plan_id', '$gt', 'plan_id', B, A, true],
    ['users', 'plan_id', '$gt', 'plan_id', A, A, false],
    ['users', 'plan_id', '$gt', 'plan_id', null, A, false],
    ['users', 'plan_id', '$gte', 'plan_id', A, A, true],
    ['users', 'plan_id', '$gte', 'plan_id', A, B, false],
    ['users', 'plan_id', '$lt', 'plan_id', A, B, true],
    ['users', 'plan_id', '$lt', 'plan_id', B, A, false],
    ['users', 'plan_id', '$lt', 'plan_id', null, A, false],
    ['users', 'plan_id', '$lte', 'plan_id', B, B, true],
    ['users', 'plan_id', '$lte', 'plan_id', B, A, false],
    // Hex digits order as the uuid's bytes do: '9' before 'a'.
    ['users', 'id', '$lt', 'id', NINE, A, true],
    // Another uuid user field against another uuid row field.
    ['users', 'tutor_id', '$eq', 'tutor_id', B, B, true],
    ['sessions', 'user_id', '$eq', 'id', A, A, true],
  ])('%s.%s %s %s (%j vs %j) → %s', (...c) => check(c));

  it.each<Case>([
    // PostgreSQL's uuid type ignores the case of its input: so does the evaluator.
    ['sessions', 'user_id', '$eq', 'id', A.toUpperCase(), A, true],
    ['sessions', 'user_id', '$ne', 'id', A.toUpperCase(), A, false],
    ['sessions', 'user_id', '$nin', 'id', A.toUpperCase(), A, false],
    ['sessions', 'user_id', '$gt', 'id', NINE.toUpperCase(), A, false],
    ['sessions', 'user_id', '$lt', 'id', NINE.toUpperCase(), A, true],
  ])('uuid case: %s.%s %s %s (%j vs %j) → %s', (...c) => check(c));
});

describe('text fields', () => {
  it.each<Case>([
    ['users', 'name', '$eq', 'name', 'Ana', 'Ana', true],
    ['users', 'name', '$eq', 'name', 'ana', 'Ana', false],
    ['users', 'name', '$eq', 'name', '', '', true],
    ['users', 'name', '$eq', 'name', 'é', 'e\u0301', false],
    ['users', 'name', '$eq', 'name', 'Ana ', 'Ana', false],
    ['users', 'name', '$ne', 'name', 'Ana', 'Ana', false],
    ['users', 'name', '$ne', 'name', 'Ana', 'Bea', true],
    ['users', 'email', '$in', 'email', 'a@b.c', 'a@b.c', true],
    ['users', 'email', '$in', 'email', 'a@b.c', 'a@b', false],
    ['users', 'phone', '$nin', 'phone', '+506', '+506', false],
    ['users', 'phone', '$nin', 'phone', '+506', '+507', true],
    ['users', 'name', '$contains', 'name', 'Mariana', 'ana', true],
    ['users', 'name', '$contains', 'name', 'Mariana', 'Ana', false],
    ['users', 'name', '$contains', 'name', 'Mariana', '', true],
    ['users', 'name', '$contains', 'name', '', '', true],
    ['users', 'name', '$contains', 'name', '50% menos', '%', true],
    ['users', 'name', '$contains', 'name', 'abc', '%', false],
    ['users', 'name', '$contains', 'name', 'a_c', '_', true],
    ['users', 'name', '$contains', 'name', 'abc', 'a_c', false],
    ['users', 'name', '$contains', 'name', 'abc', 'a%', false],
    ['users', 'name', '$contains', 'name', 'a\\b', '\\', true],
    ['users', 'name', '$contains', 'name', 'ab', '\\', false],
    ['users', 'name', '$contains', 'name', 'x😀y', '😀', true],
    ['users', 'name', '$not_contains', 'name', 'Mariana', 'ana', false],
    ['users', 'name', '$not_contains', 'name', 'abc', 'a_c', true],
    ['users', 'name', '$not_contains', 'name', 'abc', '', false],
    // Ordering by code point, as COLLATE "C" orders UTF-8 bytes.
    ['users', 'name', '$lt', 'name', 'Z', 'a', true],
    ['users', 'name', '$gt', 'name', 'é', 'z', true],
    ['users', 'name', '$gt', 'name', '😀', '\uffff', true],
    ['users', 'name', '$lt', 'name', '\uffff', '𝔸', true],
    ['users', 'name', '$lt', 'name', 'ab', 'abc', true],
    ['users', 'name', '$gt', 'name', 'ab', '', true],
    ['users', 'name', '$gte', 'name', 'abc', 'abc', true],
    ['users', 'name', '$lte', 'name', 'abd', 'abc', false],
    ['users', 'name', '$lt', 'name', '%', '_', true],
    // A NULL text row value (lessons.video_url is nullable).
    ['lessons', 'video_url', '$eq', 'name', null, 'x', false],
    ['lessons', 'video_url', '$ne', 'name', null, 'x', true],
    ['lessons', 'video_url', '$in', 'name', null, 'x', false],
    ['lessons', 'video_url', '$nin', 'name', null, 'x', true],
    ['lessons', 'video_url', '$contains', 'name', null, '', false],
    ['lessons', 'video_url', '$not_contains', 'name', null, 'x', true],
    ['lessons', 'video_url', '$gt', 'name', null, '', false],
    ['lessons', 'video_url', '$lte', 'name', null, 'zzz', false],
  ])('%s.%s %s %s (%j vs %j) → %s', (...c) => check(c));
});

describe('int fields', () => {
  it.each<Case>([
    ['users', 'lesson_level', '$eq', 'lesson_level', 3, 3, true],
    ['users', 'lesson_level', '$eq', 'lesson_level', 0, 0, true],
    ['users', 'lesson_level', '$eq', 'lesson_level', 3, 4, false],
    ['users', 'lesson_level', '$ne', 'lesson_level', 3, 4, true],
    ['users', 'lesson_level', '$ne', 'lesson_level', 0, 0, false],
    ['users', 'lesson_level', '$in', 'lesson_level', 2, 2, true],
    ['users', 'lesson_level', '$nin', 'lesson_level', 2, 2, false],
    ['users', 'lesson_level', '$gt', 'lesson_level', 4, 3, true],
    ['users', 'lesson_level', '$gt', 'lesson_level', 3, 3, false],
    ['users', 'lesson_level', '$gte', 'lesson_level', 3, 3, true],
    ['users', 'lesson_level', '$gte', 'lesson_level', 5, 0, true],
    ['users', 'lesson_level', '$lt', 'lesson_level', 2, 3, true],
    ['users', 'lesson_level', '$lt', 'lesson_level', 10, 9, false],
    ['users', 'lesson_level', '$lte', 'lesson_level', 4, 3, false],
    ['users', 'lesson_level', '$lte', 'lesson_level', 0, 0, true],
    ['plans', 'maximum_total_sessions', '$gte', 'lesson_level', 8, 8, true],
    // seds.total_words is NULL until transcribed.
    ['seds', 'total_words', '$eq', 'lesson_level', null, 0, false],
    ['seds', 'total_words', '$ne', 'lesson_level', null, 0, true],
    ['seds', 'total_words', '$in', 'lesson_level', null, 0, false],
    ['seds', 'total_words', '$nin', 'lesson_level', null, 0, true],
    ['seds', 'total_words', '$gt', 'lesson_level', null, 0, false],
    ['seds', 'total_words', '$lte', 'lesson_level', null, 0, false],
  ])('%s.%s %s %s (%j vs %j) → %s', (...c) => check(c));
});

describe('text[] fields (plans.sed_submission_days)', () => {
  const days = 'sed_submission_days';
  it.each<Case>([
    ['plans', days, '$contains', 'name', ['MONDAY', 'TUESDAY'], 'MONDAY', true],
    ['plans', days, '$contains', 'name', ['MONDAY', 'TUESDAY'], 'monday', false],
    // Element membership, not substring.
    ['plans', days, '$contains', 'name', ['MONDAY'], 'MON', false],
    ['plans', days, '$contains', 'name', ['MONDAY'], '', false],
    ['plans', days, '$contains', 'name', [''], '', true],
    ['plans', days, '$contains', 'name', [], 'MONDAY', false],
    ['plans', days, '$contains', 'name', ['%'], '%', true],
    ['plans', days, '$contains', 'name', ['a%'], '%', false],
    ['plans', days, '$contains', 'name', [null, 'MONDAY'], 'MONDAY', true],
    ['plans', days, '$in', 'name', ['FRIDAY'], 'FRIDAY', true],
    ['plans', days, '$in', 'name', ['FRIDAY'], 'SUNDAY', false],
    ['plans', days, '$not_contains', 'name', ['MONDAY'], 'MONDAY', false],
    ['plans', days, '$not_contains', 'name', [], 'MONDAY', true],
    ['plans', days, '$not_contains', 'name', [null, 'TUESDAY'], 'MONDAY', true],
    ['plans', days, '$nin', 'name', ['MONDAY'], 'MONDAY', false],
    ['plans', days, '$nin', 'name', ['MONDAY'], 'FRIDAY', true],
    // A NULL array has no elements.
    ['plans', days, '$contains', 'name', null, 'MONDAY', false],
    ['plans', days, '$not_contains', 'name', null, 'MONDAY', true],
    ['plans', days, '$nin', 'name', null, 'MONDAY', true],
    // Only membership operators, only against text user fields.
    ['plans', days, '$eq', 'name', ['MONDAY'], 'MONDAY', false],
    ['plans', days, '$ne', 'name', ['MONDAY'], 'FRIDAY', false],
    ['plans', days, '$gt', 'name', ['MONDAY'], 'A', false],
    ['plans', days, '$contains', 'id', [A], A, false],
    ['plans', days, '$nin', 'lesson_level', ['1'], 2, false],
  ])('%s.%s %s %s (%j vs %j) → %s', (...c) => check(c));
});

describe('fail closed', () => {
  it.each<Case>([
    // A null or missing user value matches nothing, even for the "different" operators.
    ['users', 'plan_id', '$eq', 'plan_id', null, null, false],
    ['users', 'plan_id', '$ne', 'plan_id', A, null, false],
    ['users', 'plan_id', '$nin', 'plan_id', A, null, false],
    ['users', 'plan_id', '$ne', 'plan_id', null, null, false],
    ['users', 'plan_id', '$ne', 'plan_id', A, undefined, false],
    ['users', 'name', '$not_contains', 'name', 'x', null, false],
    ['users', 'lesson_level', '$lt', 'lesson_level', 1, null, false],
    ['plans', 'sed_submission_days', '$not_contains', 'name', ['MONDAY'], null, false],
    ['plans', 'sed_submission_days', '$nin', 'name', [], undefined, false],
    // Incompatible kinds deny, whatever the values.
    ['users', 'name', '$eq', 'id', A, A, false],
    ['users', 'name', '$ne', 'id', 'x', A, false],
    ['users', 'id', '$contains', 'id', A, A, false],
    ['users', 'id', '$not_contains', 'id', A, B, false],
    ['users', 'lesson_level', '$eq', 'name', 3, '3', false],
    ['users', 'lesson_level', '$ne', 'name', 3, '4', false],
    ['users', 'name', '$contains', 'lesson_level', '3', 3, false],
    ['users', 'lesson_level', '$contains', 'lesson_level', 3, 3, false],
    ['users', 'plan_id', '$eq', 'lesson_level', A, 1, false],
  ])('%s.%s %s %s (%j vs %j) → %s', (...c) => check(c));

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'password_hash', 'created_at', ''])(
    'a row field %j outside the allowlist never matches, not even with $ne/$nin/$not_contains',
    (field) => {
      const row = JSON.parse(`{${JSON.stringify(field)}: "x", "id": "${A}"}`) as AccessRow;
      for (const operator of ['$eq', '$ne', '$nin', '$not_contains', '$gt', '$lt', '$contains', '$in'] as const) {
        for (const userField of ['id', 'name'] as const) {
          expect(matchesFilter('users', filter(field, operator, userField), row, { id: A, name: 'x' })).toBe(false);
        }
      }
    },
  );

  it.each(['__proto__', 'constructor', 'toString', 'password_hash'])('a user field %j never matches', (userField) => {
    const user = JSON.parse(`{${JSON.stringify(userField)}: "${A}", "id": "${A}"}`) as AccessUser;
    for (const operator of ['$eq', '$ne', '$nin', '$not_contains'] as const) {
      expect(matchesFilter('users', filter('id', operator, userField as UserField), { id: A }, user)).toBe(false);
    }
  });

  it('reads only own properties of rows and users, never inherited ones', () => {
    const inheritedRow = Object.create({ plan_id: A }) as AccessRow;
    expect(matchesFilter('users', filter('plan_id', '$eq', 'plan_id'), inheritedRow, { plan_id: A })).toBe(false);
    // Missing on the row: NULL, so "different".
    expect(matchesFilter('users', filter('plan_id', '$ne', 'plan_id'), inheritedRow, { plan_id: A })).toBe(true);
    const inheritedUser = Object.create({ plan_id: A }) as AccessUser;
    expect(matchesFilter('users', filter('plan_id', '$eq', 'plan_id'), { plan_id: A }, inheritedUser)).toBe(false);
    expect(matchesFilter('users', filter('plan_id', '$ne', 'plan_id'), { plan_id: B }, inheritedUser)).toBe(false);
  });

  it.each(['ghosts', '__proto__', 'constructor'])('an unknown collection %j matches nothing', (collection) => {
    for (const operator of ['$eq', '$ne', '$nin'] as const) {
      expect(matchesFilter(collection as Collection, filter('id', operator, 'id'), { id: A }, { id: A })).toBe(false);
    }
  });

  it.each(['$regex', '$where', '__proto__', 'constructor', ''])(
    'an unknown operator %j matches nothing',
    (operator) => {
      for (const [field, userField, value] of [
        ['id', 'id', A],
        ['name', 'name', 'x'],
        ['lesson_level', 'lesson_level', 1],
      ] as const) {
        const f = filter(field, operator as Operator, userField);
        expect(matchesFilter('users', f, { [field]: value }, { [userField]: value })).toBe(false);
      }
      const days = filter('sed_submission_days', operator as Operator, 'name');
      expect(matchesFilter('plans', days, { sed_submission_days: ['x'] }, { name: 'x' })).toBe(false);
    },
  );
});

describe('matchesAnyFilter: grants are ORed', () => {
  const own = filter('id', '$eq', 'id');
  const sameTutor = filter('tutor_id', '$eq', 'tutor_id');
  const user: AccessUser = { id: A, tutor_id: B };

  it.each<[string, ViewFilter[], AccessRow, boolean]>([
    ['no filters: nothing', [], { id: A, tutor_id: B }, false],
    ['first matches', [own, sameTutor], { id: A, tutor_id: null }, true],
    ['second matches', [own, sameTutor], { id: B, tutor_id: B }, true],
    ['both match', [own, sameTutor], { id: A, tutor_id: B }, true],
    ['neither matches', [own, sameTutor], { id: B, tutor_id: A }, false],
    [
      'a failing-closed filter does not hide a matching one',
      [filter('plan_id', '$ne', 'plan_id'), own],
      { id: A },
      true,
    ],
  ])('%s', (_name, filters, row, expected) => {
    expect(matchesAnyFilter('users', filters, row, user)).toBe(expected);
  });
});

describe('compareText', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'a', 0],
    ['', '', 0],
    ['', 'a', -1],
    ['ab', 'a', 1],
    ['Z', 'a', -1],
    ['z', 'é', -1],
    ['\uffff', '😀', -1],
    ['😀', '𝔸', 1],
    ['\ud7ff', '😀', -1],
    ['e\u0301', 'é', -1],
  ])('%j vs %j → %d', (a, b, sign) => {
    expect(Math.sign(compareText(a, b))).toBe(sign);
  });
});
