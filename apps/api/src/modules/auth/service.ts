// Sign-in and registration (spec part 1 §3, §7; DESIGN §5).
import { eq, sql } from 'drizzle-orm';
import { grantedResources, Permissions } from '@charla/domain/access';
import { INVALID_CREDENTIALS_MESSAGE, type LoginInput, type RegisterInput } from '@charla/domain/auth';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { plans, roles, tutors, users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';

export function createAuthService(db: Db, tokens: TokenService) {
  async function tokenFor(userId: string): Promise<string> {
    const [row] = await db
      .select({
        id: users.id,
        role_id: users.role_id,
        plan_id: users.plan_id,
        role_name: roles.name,
        permissions: roles.permissions,
        // Only a tutor's own record: a student's assigned tutor must not make the client treat
        // them as a tutor (spec part 1 §3: tutor_id is present when the user is a tutor).
        tutor_id: tutors.id,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(tutors, eq(tutors.user_id, users.id))
      .where(eq(users.id, userId));
    if (!row) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    const permissions = Permissions.safeParse(row.permissions);
    return tokens.sign({
      id: row.id,
      role_id: row.role_id,
      role_name: row.role_name,
      plan_id: row.plan_id,
      ...(row.tutor_id ? { tutor_id: row.tutor_id } : {}),
      granted_resources: permissions.success ? grantedResources(permissions.data) : [],
    });
  }

  return {
    async login(input: LoginInput): Promise<string> {
      const [row] = await db
        .select({ id: users.id, password_hash: users.password_hash })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${input.email})`);
      // Same work and the same answer whether the email is unknown or the password wrong.
      const ok = await verifyPassword(row?.password_hash, input.password);
      if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      return tokenFor(row.id);
    },

    async register(input: RegisterInput): Promise<string> {
      const id = newId();
      const password_hash = await hashPassword(input.password);
      // A duplicate email hits the unique index on lower(email): 409 through the error handler.
      // The new student gets the plan the administrator marks as default, none without one
      // (docs/decisions/018), read in the insert itself.
      await db.insert(users).values({
        id,
        name: input.name,
        email: input.email,
        phone: '',
        password_hash,
        role_id: STUDENT_ROLE_ID,
        plan_id: sql`(select ${plans.id} from ${plans} where ${plans.is_default})`,
      });
      return tokenFor(id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
