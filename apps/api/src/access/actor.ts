// Who is calling, read from the database on every request (DESIGN §5: never from token claims other
// than the user id): the user's own fields, their role's permissions and its user view, in one indexed
// read. A change to a user, a role or a view therefore takes effect on the very next request.
import { eq } from 'drizzle-orm';
import {
  Permissions,
  USER_FIELD_NAMES,
  Views,
  type AccessUser,
  type Policy,
  type UserField,
} from '@charla/domain/access';
import type { Db } from '../db/client';
import { roles, userViews, users } from '../db/schema';

export interface Actor {
  id: string;
  /** The caller's own fields, as view filters read them. */
  user: AccessUser & { id: string; role_id: string };
  role: { id: string; name: string };
  policy: Policy;
}

/** The caller's own fields a view filter may read (USER_FIELDS, spec part 2 §6), as columns of users. */
const callerFields = Object.fromEntries(USER_FIELD_NAMES.map((field) => [field, users[field]])) as {
  [F in UserField]: (typeof users)[F];
};

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

export function createActorLoader(db: Db) {
  return {
    /** The user with their role and view as they are now, or undefined when the user does not exist. */
    async load(userId: string): Promise<Actor | undefined> {
      const [row] = await db
        .select({
          ...callerFields,
          role_name: roles.name,
          permissions: roles.permissions,
          view_id: roles.user_view_id,
          views: userViews.views,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .leftJoin(userViews, eq(userViews.id, roles.user_view_id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const { role_name, permissions, view_id, views, ...user } = row;
      return {
        id: row.id,
        user,
        role: { id: row.role_id, name: role_name },
        policy: toPolicy(permissions, view_id, views),
      };
    },
  };
}

export type ActorLoader = ReturnType<typeof createActorLoader>;
