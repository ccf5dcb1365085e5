import { z } from 'zod';
import { LowercaseName, Permissions, Views } from '../access/schemas';
import { NullableId } from '../http/index';

const Description = z.string().max(500, 'La descripción es demasiado larga').nullable();

export const RoleInput = z.object({
  name: LowercaseName,
  description: Description.default(null),
  user_view_id: NullableId.default(null),
  permissions: Permissions.default({}),
});
export type RoleInput = z.infer<typeof RoleInput>;

/** PATCH changes only the fields it names: no defaults, so a rename keeps permissions and view. */
export const RolePatchInput = z.object({
  name: LowercaseName,
  description: Description,
  user_view_id: NullableId,
  permissions: Permissions,
}).partial();
export type RolePatchInput = z.infer<typeof RolePatchInput>;

export interface Role {
  id: string;
  name: string;
  description: string | null;
  user_view_id: string | null;
  permissions: z.infer<typeof Permissions>;
  created_at: string;
  updated_at: string;
}

export const UserViewInput = z.object({
  name: LowercaseName,
  description: Description.default(null),
  views: Views.default({}),
});
export type UserViewInput = z.infer<typeof UserViewInput>;

export const UserViewPatchInput = z.object({
  name: LowercaseName,
  description: Description,
  views: Views,
}).partial();
export type UserViewPatchInput = z.infer<typeof UserViewPatchInput>;

export interface UserView {
  id: string;
  name: string;
  description: string | null;
  views: z.infer<typeof Views>;
  created_at: string;
  updated_at: string;
}
