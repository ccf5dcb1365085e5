import { ownValue, type Action, type Collection, type Operation, type Resource } from './vocabulary';
import type { Permissions, ViewFilter, Views } from './schemas';

/** What the server knows of a caller's role on this request (read from the database). */
export interface Policy {
  permissions: Permissions;
  /** null: the role has no user view and reaches every row its permissions allow. */
  views: Views | null;
}

export type Decision =
  | { allowed: false; reason: 'permission' | 'view' }
  /** `filters: null` reaches every row; otherwise the ORed grants that list the operation. */
  | { allowed: true; filters: readonly ViewFilter[] | null };

export function hasPermission(policy: Policy, resource: Resource, action: Action): boolean {
  return ownValue(policy.permissions, resource)?.includes(action) ?? false;
}

/** DESIGN §5: permission first, then the view's grants for the collection and operation. */
export function decide(
  policy: Policy,
  resource: Resource,
  action: Action,
  collection: Collection,
  operation: Operation,
): Decision {
  if (!hasPermission(policy, resource, action)) return { allowed: false, reason: 'permission' };
  if (policy.views === null) return { allowed: true, filters: null };
  const filters = ownValue(policy.views, collection);
  if (!filters) return { allowed: false, reason: 'view' };
  if (filters.length === 0) return { allowed: true, filters: null };
  const grants = grantsFor(filters, operation);
  return grants.length > 0 ? { allowed: true, filters: grants } : { allowed: false, reason: 'view' };
}

/**
 * The view's grants that list the operation, kept with the view's filter list (never changed in place):
 * a role's policy answers every request with the same list, so what a server keeps per list (the shape
 * of a prepared statement) is found again instead of computed again.
 */
function grantsFor(filters: readonly ViewFilter[], operation: Operation): readonly ViewFilter[] {
  let byOperation = grantsOf.get(filters);
  if (!byOperation) {
    byOperation = new Map();
    grantsOf.set(filters, byOperation);
  }
  let grants = byOperation.get(operation);
  if (!grants) {
    grants = Object.freeze(filters.filter((filter) => filter.operations.includes(operation)));
    byOperation.set(operation, grants);
  }
  return grants;
}

const grantsOf = new WeakMap<readonly ViewFilter[], Map<Operation, readonly ViewFilter[]>>();

/** Resources the role can touch at all: the token's `granted_resources`. */
export function grantedResources(permissions: Permissions): Resource[] {
  return (Object.keys(permissions) as Resource[]).filter((r) => (permissions[r]?.length ?? 0) > 0);
}

/**
 * Whether the role may set protected user fields (role_id, plan_id, …) on others: it reaches
 * `users` with `patch` and no user-view filter (DESIGN §5, object-property protection).
 */
export function canAssignUserFields(policy: Policy): boolean {
  if (!hasPermission(policy, 'users', 'patch')) return false;
  if (policy.views === null) return true;
  const filters = ownValue(policy.views, 'users');
  return filters !== undefined && filters.length === 0;
}
