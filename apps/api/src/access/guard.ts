// How a route asks "may this caller do this?" (DESIGN §5). `authorize` answers 403 when the role
// lacks the permission or its view lacks the operation; the returned grant then narrows rows in SQL
// (404 for rows the caller may not see) and checks rows about to be written.
import type { SQL } from 'drizzle-orm';
import {
  decide,
  matchesAnyFilter,
  type AccessRow,
  type Action,
  type Collection,
  type Operation,
  type Resource,
  type ViewFilter,
} from '@charla/domain/access';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';
import { compileGrants, type ColumnMap } from './sql';

export interface Grant {
  collection: Collection;
  /** null: every row. */
  filters: readonly ViewFilter[] | null;
  actor: Actor;
}

/** Decides with the caller read from the database for this request. */
export function authorize(
  actor: Actor,
  resource: Resource,
  action: Action,
  collection: Collection,
  operation: Operation,
): Grant {
  const grant = grantOf(actor, resource, action, collection, operation);
  if (!grant) throw forbidden();
  return grant;
}

/**
 * The decision itself, without refusing: the grant, or undefined where a request would get 403. Only
 * for describing access (the access preview); a request authorizes with `authorize`.
 */
export function grantOf(
  actor: Actor,
  resource: Resource,
  action: Action,
  collection: Collection,
  operation: Operation,
): Grant | undefined {
  const decision = decide(actor.policy, resource, action, collection, operation);
  return decision.allowed ? { collection, filters: decision.filters, actor } : undefined;
}

/** The grant as a condition for the statement's own WHERE (undefined: no restriction). */
export function grantCondition(grant: Grant, columns: ColumnMap): SQL | undefined {
  return compileGrants(grant.collection, grant.filters, columns, grant.actor.user);
}

/** Whether a row about to be created, or as it is after an update, is inside the grant. */
export function grantAllows(grant: Grant, row: AccessRow): boolean {
  return grant.filters === null || matchesAnyFilter(grant.collection, grant.filters, row, grant.actor.user);
}

export function assertGrantAllows(grant: Grant, row: AccessRow): void {
  if (!grantAllows(grant, row)) throw forbidden();
}
