// The role form's values (spec part 2 §3 Role, §5): what RoleInput (packages/domain) resolves, with
// the form's own empty choices ('' for no description and no view) turned into the contract's null,
// and the permissions sent in the vocabulary's order without resources left empty.
import type { ComponentType } from 'react';
import { z } from 'zod';
import { ACTIONS, RESOURCES, type Action, type Resource } from '@charla/domain/access';
import { ACTION_LABELS, RESOURCE_LABELS } from '@charla/domain/access-labels';
import { RoleInput, type Role } from '@charla/domain/roles';
import { ROLE_FORM_TEXTS as T } from './texts';

export type PermissionMap = Partial<Record<Resource, Action[]>>;

/** Every resource with its actions in ACTIONS order; resources without any left out. */
export function compactPermissions(permissions: PermissionMap): PermissionMap {
  const compact: PermissionMap = {};
  for (const resource of RESOURCES) {
    const chosen = permissions[resource] ?? [];
    const actions = ACTIONS.filter((action) => chosen.includes(action));
    if (actions.length > 0) compact[resource] = actions;
  }
  return compact;
}

/** How many resources the role may do anything with (the list's count). */
export function grantedResourceCount(permissions: Record<string, readonly string[] | undefined>): number {
  return Object.values(permissions).filter((actions) => (actions?.length ?? 0) > 0).length;
}

const emptyToNull = (value: string) => value.trim() || null;

export const RoleFormSchema = RoleInput.extend({
  description: z.string().transform(emptyToNull).pipe(RoleInput.shape.description.unwrap()),
  user_view_id: z
    .string()
    .transform((value) => value || null)
    .pipe(RoleInput.shape.user_view_id.unwrap()),
  permissions: RoleInput.shape.permissions.transform((permissions) => compactPermissions(permissions as PermissionMap)),
});
export type RoleFormInput = z.input<typeof RoleFormSchema>;

export function roleFormDefaults(role?: Role): RoleFormInput {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    user_view_id: role?.user_view_id ?? '',
    permissions: role ? compactPermissions(role.permissions as PermissionMap) : {},
  };
}

const FIELD_LABELS: Record<string, string> = {
  name: T.name,
  description: T.description,
  user_view_id: T.userView,
  permissions: T.permissions,
};

/** A field's name in the 'Error de validación' box: 'Permisos › Lecciones', 'Nombre'. */
export function roleFieldLabel(path: string): string {
  const [field, resource, index] = path.split('.');
  if (field === 'permissions' && resource) {
    const name = (RESOURCE_LABELS as Record<string, string | undefined>)[resource] ?? resource;
    return `${T.permissions} › ${name}${index !== undefined && /^\d+$/.test(index) ? ` › ${Number(index) + 1}` : ''}`;
  }
  return (field && FIELD_LABELS[field]) ?? path;
}

/** '<recurso>: <acción>', each checkbox's accessible name ('Lecciones: Crear'). */
export const permissionLabel = (resource: Resource, action: Action) =>
  `${RESOURCE_LABELS[resource]}: ${ACTION_LABELS[action]}`;

/** What the "Ver como…" preview is given: the role as it is being edited, not yet saved. */
export interface RoleAccessDraft {
  kind: 'role';
  permissions: PermissionMap;
  user_view_id: string | null;
}

/**
 * The slot for the "Ver como…" preview (issue 11). The app gives the component (app/areas/admin-role-
 * editor.tsx); the form hands it the unsaved draft and the saved role's id.
 */
export type RolePreviewComponent = ComponentType<{ draft: RoleAccessDraft; savedId?: string | undefined }>;
