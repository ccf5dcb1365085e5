// Who is calling, read from the database on every request (DESIGN §5: never from token claims other
// than the user id). The role's permissions and view are cached by their version (updated_at), read
// in the same statement as the user, so a change takes effect on the very next request while the
// hot path stays one indexed query.
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  Permissions,
  USER_FIELD_NAMES,
  Views,
  type AccessUser,
  type Policy,
  type UserField,
} from '@charla/domain/access';
import { MESSAGES } from '@charla/domain/http';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { roles, tableVersions, userViews, users } from '../db/schema';
import { preparedStatement } from '../db/statements';

export interface Actor {
  id: string;
  /** The caller's own fields, as view filters read them. */
  user: AccessUser & { id: string; role_id: string };
  role: { id: string; name: string };
  policy: Policy;
  /** The caller's version this actor was read at: their user's updated_at and the access version (migration 0019). */
  version: string;
  /**
   * false: taken from the actor cache for a read. Such a read must carry `actorIsCurrentPlaceholder()` in
   * its statement, and whoever gets no rows or a refusal must `refresh()` and decide again.
   */
  verified: boolean;
  /** The actor read again from the database (401 when the user no longer exists). */
  refresh(): Promise<Actor>;
}

/** The row of table_versions that every statement writing rows of roles or user_views moves forward (0019, 0020). */
const ACCESS_ROW = sql`'access'`;

/**
 * The caller's version as a statement sees it: their user's updated_at and the access version (migration
 * 0019), as one text; null when that user no longer exists. A function of the database, for writes and
 * statements planned for each run: PL/pgSQL plans its query once per connection, where an EXISTS would be
 * planned again by every run.
 */
export function actorVersionOf(userId: SQL): SQL<string | null> {
  return sql`(select charla_caller_version(${userId}))`;
}

/**
 * True in the statement's own snapshot exactly when the caller's user and the access version are still
 * those the actor was read at: a read decided with a cached actor is then the decision a fresh read would
 * have made (every write to a user moves its updated_at, migration 0001; every write to roles or views
 * moves the access version). For prepared statements: filled with `actor_id` and `actor_version`. Planned
 * once, it is two index probes in the statement itself; a call of charla_caller_version in each branch of a
 * shared run cost twice that (decision 013, twenty-fifth session). `plannedEachRun`: the statement is
 * planned for each run's values, and the function spares it planning the EXISTS every time.
 */
export function actorIsCurrentPlaceholder({ plannedEachRun = false }: { plannedEachRun?: boolean } = {}): SQL {
  const id = sql`${sql.placeholder('actor_id')}::uuid`;
  const version = sql`${sql.placeholder('actor_version')}::text`;
  if (plannedEachRun) return sql`${actorVersionOf(id)} = ${version}`;
  return sql`exists (select from ${users} as charla_caller left join ${tableVersions} as charla_access
    on charla_access.name = ${ACCESS_ROW}
    where charla_caller.id = ${id} and charla_version_text(charla_caller.updated_at, charla_access.version) = ${version})`;
}

interface CachedPolicy {
  key: string;
  roleName: string;
  policy: Policy;
}

export class PolicyCache {
  private readonly entries = new Map<string, CachedPolicy>();

  get(roleId: string, key: string): CachedPolicy | undefined {
    const entry = this.entries.get(roleId);
    return entry && entry.key === key ? entry : undefined;
  }

  set(roleId: string, entry: CachedPolicy): void {
    this.entries.set(roleId, entry);
  }

  /** Called after a local change; other processes notice through the version. */
  clear(): void {
    this.entries.clear();
  }
}

/** The caller's own fields a view filter may read (USER_FIELDS, spec part 2 §6), as columns of users. */
const callerFields = Object.fromEntries(USER_FIELD_NAMES.map((field) => [field, users[field]])) as {
  [F in UserField]: (typeof users)[F];
};

/** The caller's row as the actor statement reads it. */
type ActorRow = Actor['user'] & {
  version: string;
  role_version: string;
  view_id: string | null;
  view_version: string | null;
};

const versionKey = (roleVersion: string, viewId: string | null, viewVersion: string | null) =>
  `${roleVersion}|${viewId ?? ''}|${viewVersion ?? ''}`;

/**
 * Parses stored permissions and views. Stored data was validated when saved; anything that still
 * fails to parse denies (an empty policy) rather than granting.
 */
function toPolicy(permissions: unknown, viewId: string | null, views: unknown): Policy {
  const parsedPermissions = Permissions.safeParse(permissions);
  if (!parsedPermissions.success) return { permissions: {}, views: {} };
  if (viewId === null) return { permissions: parsedPermissions.data, views: null };
  const parsedViews = Views.safeParse(views);
  return { permissions: parsedPermissions.data, views: parsedViews.success ? parsedViews.data : {} };
}

export function createActorLoader(db: Db, cache: PolicyCache) {
  // Through the one statement cache: concurrent callers' reads share a run (db/batching.ts), like every
  // other prepared read; each still sees every change committed before its request arrived.
  const actorQuery = preparedStatement(db, 'charla_actor', 'by_id', () =>
    db
      .select({
        ...callerFields,
        version: sql<string>`charla_version_text(${users.updated_at}, ${tableVersions.version})`,
        role_version: sql<string>`${roles.updated_at}::text`,
        view_id: roles.user_view_id,
        view_version: sql<string | null>`${userViews.updated_at}::text`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(userViews, eq(userViews.id, roles.user_view_id))
      .leftJoin(tableVersions, sql`${tableVersions.name} = ${ACCESS_ROW}`)
      .where(eq(users.id, sql.placeholder('id'))),
  );

  async function loadPolicy(roleId: string): Promise<CachedPolicy | undefined> {
    const [row] = await db
      .select({
        name: roles.name,
        permissions: roles.permissions,
        role_version: sql<string>`${roles.updated_at}::text`,
        view_id: roles.user_view_id,
        views: userViews.views,
        view_version: sql<string | null>`${userViews.updated_at}::text`,
      })
      .from(roles)
      .leftJoin(userViews, eq(userViews.id, roles.user_view_id))
      .where(eq(roles.id, roleId));
    if (!row) return undefined;
    const entry = {
      key: versionKey(row.role_version, row.view_id, row.view_version),
      roleName: row.name,
      policy: toPolicy(row.permissions, row.view_id, row.views),
    };
    cache.set(roleId, entry);
    return entry;
  }

  const recent = new Map<string, Actor>();

  async function loadActor(userId: string): Promise<Actor | undefined> {
    const [row] = (await actorQuery.execute({ id: userId })) as ActorRow[];
    if (!row) {
      recent.delete(userId);
      return undefined;
    }
    const key = versionKey(row.role_version, row.view_id, row.view_version);
    let entry = cache.get(row.role_id, key);
    if (!entry) {
      entry = await loadPolicy(row.role_id);
      if (!entry) return undefined;
    }
    const { role_version: _r, view_id: _v, view_version: _vv, version, ...user } = row;
    const actor: Actor = {
      id: row.id,
      user,
      role: { id: row.role_id, name: entry.roleName },
      policy: entry.policy,
      version,
      verified: true,
      refresh: () => refresh(userId),
    };
    if (recent.size >= RECENT_ACTORS) recent.clear();
    recent.set(userId, actor);
    return actor;
  }

  async function refresh(userId: string): Promise<Actor> {
    const actor = await loadActor(userId);
    if (!actor) throw new AppError(401, MESSAGES.invalidToken);
    return actor;
  }

  return {
    load: loadActor,
    /** The last actor read for this user, to be checked in the read's own statement; else a fresh one. */
    async forRead(userId: string): Promise<Actor | undefined> {
      const known = recent.get(userId);
      return known ? { ...known, verified: false } : loadActor(userId);
    },
  };
}

const RECENT_ACTORS = 10_000;

export type ActorLoader = ReturnType<typeof createActorLoader>;
