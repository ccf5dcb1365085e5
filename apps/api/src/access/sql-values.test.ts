// A caller's values for prepared statements: computed once per user object, and laid under the
// request's own values without being copied (drizzle reads them with `in` and `[]`).
import { describe, expect, it } from 'vitest';
import type { ViewFilter } from '@charla/domain/access';
import { grantShape, placeholderValues, statementValues } from './sql';

const user = { id: '0190a8b2-1234-7abc-8def-0123456789ab', name: 'Ana 100%', tutor_id: null };

describe('placeholderValues and grantShape', () => {
  it('are computed once for a user object and again for a new one', () => {
    expect(placeholderValues(user)).toBe(placeholderValues(user));
    expect(placeholderValues(user)).toEqual({
      u_id_value: user.id,
      u_id_like: `%${user.id}%`,
      u_id_text: user.id,
      u_name_value: 'Ana 100%',
      u_name_like: '%Ana 100\\%%',
      u_name_text: 'Ana 100%',
    });
    const renamed = { ...user, name: 'Ana' };
    expect(placeholderValues(renamed).u_name_value).toBe('Ana');
    const filters: ViewFilter[] = [
      { operations: ['read'], user_field: 'tutor_id', collection_field: 'tutor_id', operator: '$eq' },
    ];
    expect(grantShape(filters, user)).toBe(grantShape(filters, user));
    expect(grantShape(filters, user)).toMatch(/\|0$/);
    expect(grantShape(filters, { ...user, tutor_id: 'x' })).toMatch(/\|1$/);
    expect(grantShape(null, user)).toBe('all');
  });
});

describe('statementValues', () => {
  it("lays the request's values over the caller's, leaving the caller's untouched", () => {
    const base = placeholderValues(user);
    const values = statementValues(base, { id: 'a', offset: 0 }, { offset: 10 });
    expect('u_id_value' in values && values.u_id_value).toBe(user.id);
    expect(values.id).toBe('a');
    expect(values.offset).toBe(10);
    expect('offset' in base).toBe(false);
  });
});
