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
import { roles, userViews, users } from '../db/schema';
import { preparedStatement } from '../db/statements';

export interface Actor {
  id: string;
  /** The caller's own fields, as view filters read them. */
  user: AccessUser & { id: string; role_id: string };
  role: { id: string; name: string };
  policy: Policy;
  /** The versions (updated_at) of the user, role and view this actor was read at. */
  version: string;
  /**
   * false: taken from the actor cache for a read. Such a read must carry `actorIsCurrent(actor)` in
   * its statement, and whoever gets no rows or a refusal must `refresh()` and decide again.
   */
  verified: boolean;
  /** The actor read again from the database (401 when the user no longer exists). */
  refresh(): Promise<Actor>;
}

/**
 * The caller's version (their user's, role's and view's updated_at) as a statement sees it, for the
 * user `userId` names: null when that user no longer exists. A function of the database (migration
 * 0015): a subquery here would be planned again by every statement planned for its own values.
 */
export function actorVersionOf(userId: SQL): SQL<string | null> {
  return sql`(select charla_caller_version(${userId}))`;
}

/**
 * True in the statement's own snapshot exactly when the caller's user, role and view are still at the
 * versions the actor was read at: a read decided with a cached actor is then the decision a fresh
 * read would have made (every write moves updated_at, see migration 0001).
 */
export function actorIsCurrent(actor: Actor): SQL {
  return sql`${actorVersionOf(sql`${actor.id}`)} = ${actor.version}`;
}

/** actorIsCurrent for prepared statements: filled with `actor_id` and `actor_version`. */
export function actorIsCurrentPlaceholder(): SQL {
  return sql`${actorVersionOf(sql`${sql.placeholder('actor_id')}`)} = ${sql.placeholder('actor_version')}`;
}

/** The same text, for the caller's own read (migration 0015 writes it once). */
const versionExpression = sql`charla_version_text(${users.updated_at}, ${roles.updated_at}, ${userViews.updated_at})`;

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
        version: sql<string>`${versionExpression}`,
        role_version: sql<string>`${roles.updated_at}::text`,
        view_id: roles.user_view_id,
        view_version: sql<string | null>`${userViews.updated_at}::text`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(userViews, eq(userViews.id, roles.user_view_id))
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
