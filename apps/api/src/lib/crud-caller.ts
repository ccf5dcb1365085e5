// How the CRUD meets its caller: the rows a grant reaches (the view's filters and the resource's
// scope, in SQL), and a read that starts from a cached caller and is repeated when that could matter.
import { and, sql, type SQL } from 'drizzle-orm';
import { actorIsCurrentPlaceholder, type Actor } from '../access/actor';
import type { Grant } from '../access/guard';
import {
  bindPlaceholders,
  bindValues,
  compileGrants,
  grantShape,
  placeholderValues,
  statementValues,
  type Binder,
} from '../access/sql';
import type { CrudSpec } from './crud-spec';
import { AppError } from './errors';

/**
 * Runs a read with the request's actor. A cached actor's read is kept when it found something. No
 * rows, a 403 or a 404 might come from an outdated actor, so the caller is read again: at the same
 * versions nothing changed between the two reads (every write moves a version), the answer stands;
 * otherwise the read runs again with the fresh actor, exactly as if it had been read first.
 */
export async function readWithCachedActor<R>(
  actor: Actor,
  read: (actor: Actor) => Promise<R>,
  isConclusive: (result: R) => boolean = () => true,
): Promise<R> {
  if (actor.verified) return read(actor);
  let outcome: { result: R } | { error: AppError };
  try {
    const result = await read(actor);
    if (isConclusive(result)) return result;
    outcome = { result };
  } catch (error) {
    if (!(error instanceof AppError) || (error.status !== 403 && error.status !== 404)) throw error;
    outcome = { error };
  }
  const fresh = await actor.refresh();
  if (fresh.version !== actor.version) return read(fresh);
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/**
 * The rows a caller's grant reaches in a collection: the view's filters (access/sql compileGrants,
 * derived fields included) and the resource's own scope. Every statement of the CRUD carries it, and
 * the access preview counts with it, so what the preview shows is what the API does. By default the
 * caller's values are bound; prepared reads pass placeholders.
 */
export function reachCondition(
  spec: Pick<CrudSpec, 'collection' | 'accessColumns' | 'scope'>,
  filters: Grant['filters'],
  actor: Actor,
  { bind = bindValues, callerId = sql`${actor.id}::uuid` }: { bind?: Binder; callerId?: SQL } = {},
): SQL | undefined {
  const scoped = spec.scope?.key(actor) === undefined ? undefined : spec.scope!.where(callerId);
  return and(compileGrants(spec.collection, filters, spec.accessColumns, actor.user, bind), scoped);
}

const callers = new WeakMap<object, { id: string; version: string; values: object }>();

/** The caller's side of a prepared read of `spec`: its condition, its values and its statement's shape. */
export function preparedCaller(spec: CrudSpec) {
  return {
    /** Their grants and scope (as placeholders) and, when cached, the version check. */
    callerCondition: (filters: Grant['filters'], actor: Actor, { plannedEachRun = false } = {}) =>
      and(
        reachCondition(spec, filters, actor, {
          bind: bindPlaceholders,
          callerId: sql`${sql.placeholder('actor_id')}::uuid`,
        }),
        actor.verified ? undefined : actorIsCurrentPlaceholder({ plannedEachRun }),
      ),
    /** Their values, kept with their user object (a cached caller keeps it). */
    callerValues: (actor: Actor): object => {
      const kept = callers.get(actor.user);
      if (kept && kept.id === actor.id && kept.version === actor.version) return kept.values;
      const values = statementValues(placeholderValues(actor.user), {
        actor_id: actor.id,
        actor_version: actor.version,
      });
      callers.set(actor.user, { id: actor.id, version: actor.version, values });
      return values;
    },
    callerShape: (filters: Grant['filters'], actor: Actor) =>
      `${grantShape(filters, actor.user)}|${actor.verified ? 'fresh' : 'cached'}|${spec.scope?.key(actor) ?? '-'}`,
  };
}
