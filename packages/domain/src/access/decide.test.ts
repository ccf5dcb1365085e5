// DESIGN §5: permission first, then the view's grants for the collection and operation.
import { describe, expect, it } from 'vitest';
import {
  OPERATIONS,
  canAssignUserFields,
  decide,
  grantedResources,
  hasPermission,
  type Collection,
  type Policy,
  type Resource,
  type ViewFilter,
} from './index';

const own: ViewFilter = {
  operations: ['list', 'read'],
  user_field: 'id',
  collection_field: 'user_id',
  operator: '$eq',
};
const sameTutor: ViewFilter = {
  operations: ['read', 'update'],
  user_field: 'tutor_id',
  collection_field: 'tutor_id',
  operator: '$eq',
};
const creates: ViewFilter = { operations: ['create'], user_field: 'id', collection_field: 'user_id', operator: '$eq' };

const restricted: Policy = {
  permissions: { sessions: ['create', 'read', 'patch', 'delete'], plans: ['read'], users: ['read'] },
  views: { sessions: [own, sameTutor, creates], plans: [] },
};

describe('decide', () => {
  it('denies for the permission first, even without a view', () => {
    const open: Policy = { permissions: { plans: ['read'] }, views: null };
    expect(decide(open, 'plans', 'patch', 'plans', 'update')).toEqual({ allowed: false, reason: 'permission' });
    expect(decide(open, 'users', 'read', 'users', 'read')).toEqual({ allowed: false, reason: 'permission' });
    expect(decide(restricted, 'plans', 'delete', 'plans', 'delete')).toEqual({ allowed: false, reason: 'permission' });
    // A permission the view would not allow still answers "permission".
    expect(decide(restricted, 'seds', 'read', 'seds', 'list')).toEqual({ allowed: false, reason: 'permission' });
  });

  it('reaches every row when the role has no user view', () => {
    const open: Policy = { permissions: { plans: ['read', 'patch'] }, views: null };
    expect(decide(open, 'plans', 'read', 'plans', 'list')).toEqual({ allowed: true, filters: null });
    expect(decide(open, 'plans', 'patch', 'plans', 'update')).toEqual({ allowed: true, filters: null });
  });

  it('denies a collection the view does not name', () => {
    expect(decide(restricted, 'users', 'read', 'users', 'read')).toEqual({ allowed: false, reason: 'view' });
    expect(decide({ permissions: { users: ['read'] }, views: {} }, 'users', 'read', 'users', 'list')).toEqual({
      allowed: false,
      reason: 'view',
    });
  });

  it.each(OPERATIONS)('an empty filter list reaches every row for %s', (operation) => {
    const policy: Policy = { permissions: { plans: ['create', 'read', 'patch', 'delete'] }, views: { plans: [] } };
    expect(decide(policy, 'plans', 'read', 'plans', operation)).toEqual({ allowed: true, filters: null });
  });

  it('returns the grants that list the operation, in order, to be ORed', () => {
    expect(decide(restricted, 'sessions', 'read', 'sessions', 'read')).toEqual({
      allowed: true,
      filters: [own, sameTutor],
    });
    expect(decide(restricted, 'sessions', 'read', 'sessions', 'list')).toEqual({ allowed: true, filters: [own] });
    expect(decide(restricted, 'sessions', 'patch', 'sessions', 'update')).toEqual({
      allowed: true,
      filters: [sameTutor],
    });
    expect(decide(restricted, 'sessions', 'create', 'sessions', 'create')).toEqual({
      allowed: true,
      filters: [creates],
    });
  });

  it('answers one policy with the same grants list each time, and another view with its own', () => {
    const grantsOf = (policy: Policy, operation: 'read' | 'list') => {
      const decision = decide(policy, 'sessions', 'read', 'sessions', operation);
      return decision.allowed ? decision.filters : undefined;
    };
    expect(grantsOf(restricted, 'read')).toBe(grantsOf(restricted, 'read'));
    expect(grantsOf(restricted, 'list')).toEqual([own]);
    const other: Policy = { ...restricted, views: { sessions: [sameTutor, own] } };
    expect(grantsOf(other, 'read')).toEqual([sameTutor, own]);
    expect(grantsOf(other, 'read')).not.toBe(grantsOf(restricted, 'read'));
  });

  it('denies an operation no filter lists', () => {
    expect(decide(restricted, 'sessions', 'delete', 'sessions', 'delete')).toEqual({ allowed: false, reason: 'view' });
  });

  it('never reads inherited keys of permissions or views', () => {
    const policy: Policy = {
      permissions: Object.assign(Object.create({ users: ['read'] }), { plans: ['read'] }),
      views: Object.assign(Object.create({ users: [] }), { plans: [] }),
    };
    expect(decide(policy, 'users', 'read', 'users', 'read')).toEqual({ allowed: false, reason: 'permission' });
    expect(decide(policy, 'plans', 'read', 'constructor' as Collection, 'read')).toEqual({
      allowed: false,
      reason: 'view',
    });
    expect(decide(policy, 'toString' as Resource, 'read', 'plans', 'read')).toEqual({
      allowed: false,
      reason: 'permission',
    });
    expect(hasPermission({ permissions: {}, views: null }, 'constructor' as Resource, 'read')).toBe(false);
  });
});

describe('grantedResources', () => {
  it('lists the resources with at least one action', () => {
    expect(grantedResources({ users: ['read'], plans: [], sessions: ['create', 'delete'] })).toEqual([
      'users',
      'sessions',
    ]);
    expect(grantedResources({})).toEqual([]);
  });
});

describe('canAssignUserFields', () => {
  const patch = { users: ['read', 'patch'] } as Policy['permissions'];
  it.each<[string, Policy, boolean]>([
    ['users patch, no view', { permissions: patch, views: null }, true],
    ['users patch, empty users filter list', { permissions: patch, views: { users: [] } }, true],
    [
      'users patch, users filtered',
      { permissions: patch, views: { users: [{ ...own, collection_field: 'id' }] } },
      false,
    ],
    ['users patch, users absent from the view', { permissions: patch, views: { plans: [] } }, false],
    ['users read only, no view', { permissions: { users: ['read'] }, views: null }, false],
    [
      'users read only, empty users filter list',
      { permissions: { users: ['read', 'create'] }, views: { users: [] } },
      false,
    ],
    ['no permissions', { permissions: {}, views: null }, false],
    ['users only inherited', { permissions: patch, views: Object.create({ users: [] }) }, false],
  ])('%s → %s', (_name, policy, expected) => {
    expect(canAssignUserFields(policy)).toBe(expected);
  });
});
