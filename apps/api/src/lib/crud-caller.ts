// The rows a grant reaches in a collection: the view's filters (access/sql compileGrants, derived
// fields included) and the resource's own scope. Every statement of the CRUD carries it, and the access
// preview counts with it, so what the preview shows is what the API does.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import type { Grant } from '../access/guard';
import { compileGrants } from '../access/sql';
import type { Queryable } from '../db/tx';
import type { CrudSpec, GrantedAccess } from './crud-spec';

type Reach = Pick<GrantedAccess, 'collection' | 'accessColumns'> & Pick<CrudSpec, 'scope' | 'reachedThrough'>;

export function reachCondition(spec: Reach, filters: Grant['filters'], actor: Actor, q?: Queryable): SQL | undefined {
  const scoped = spec.scope?.key(actor) === undefined ? undefined : spec.scope!.where(sql`${actor.id}::uuid`);
  const granted = compileGrants(spec.collection, filters, spec.accessColumns, actor.user);
  const through = spec.reachedThrough;
  if (!through || granted === undefined) return and(granted, scoped);
  if (!q) throw new Error(`${spec.collection}: reachedThrough necesita la base de datos`);
  const parents = q
    .select({ id: through.table.id })
    .from(through.table as never)
    .where(granted);
  return and(inArray(through.column, parents), scoped);
}
