import { z } from 'zod';
import { ROLE_NAMES } from '../ids/index';
import { LowercaseName, Permissions, Views } from '../access/schemas';
import { NullableId, Timestamp } from '../http/index';

type PermissionMap = z.infer<typeof Permissions>;
type ViewMap = z.infer<typeof Views>;

const Description = z.string().max(500, 'La descripción es demasiado larga').nullable();

export const RoleInput = z.object({
  name: LowercaseName,
  description: Description.default(null),
  user_view_id: NullableId.default(null),
  permissions: Permissions.default({}),
});
export type RoleInput = z.infer<typeof RoleInput>;

/** PATCH changes only the fields it names: no defaults, so a rename keeps permissions and view. */
export const RolePatchInput = z
  .object({
    name: LowercaseName,
    description: Description,
    user_view_id: NullableId,
    permissions: Permissions,
  })
  .partial();
export type RolePatchInput = z.infer<typeof RolePatchInput>;

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  user_view_id: z.string().nullable(),
  permissions: z.record(z.string(), z.array(z.string())) as z.ZodType<PermissionMap>,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Role = z.infer<typeof Role>;

export const UserViewInput = z.object({
  name: LowercaseName,
  description: Description.default(null),
  views: Views.default({}),
});
export type UserViewInput = z.infer<typeof UserViewInput>;

export const UserViewPatchInput = z
  .object({
    name: LowercaseName,
    description: Description,
    views: Views,
  })
  .partial();
export type UserViewPatchInput = z.infer<typeof UserViewPatchInput>;

const FilterOut = z.object({
  operations: z.array(z.string()),
  user_field: z.string(),
  collection_field: z.string(),
  operator: z.string(),
});

export const UserView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  views: z.record(z.string(), z.array(FilterOut)) as z.ZodType<ViewMap>,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type UserView = z.infer<typeof UserView>;

const SEEDED_ROLE_LABELS: Record<string, string> = {
  [ROLE_NAMES.admin]: 'Administrador',
  [ROLE_NAMES.student]: 'Estudiante',
  [ROLE_NAMES.tutor]: 'Tutor',
  [ROLE_NAMES.content]: 'Autor de contenido',
};

/**
 * A role in people's words (issue 8: 'Estudiante', not 'student (Estudiante)'): the seeded roles by
 * their Spanish name; a role an admin made by its description, else its name.
 */
export function roleLabel(role: { name: string; description?: string | null | undefined }): string {
  return SEEDED_ROLE_LABELS[role.name] ?? (role.description?.trim() || role.name.replace(/_/g, ' '));
}
