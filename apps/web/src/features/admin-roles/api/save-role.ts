// POST /roles and PUT /roles/{id} (spec part 2 §7: "POST /roles, PUT /roles/{id}"): the whole role,
// name, description, linked view and permissions. Afterwards every role list and detail is asked for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { Role, RoleInput } from '@charla/domain/roles';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SaveRoleInput {
  /** Absent: a new role. */
  id?: string | undefined;
  values: RoleInput;
}

export async function saveRole({ id, values }: SaveRoleInput): Promise<Role> {
  const response = await apiRequest<ItemResponse<Role>>(id ? `/roles/${encodeURIComponent(id)}` : '/roles', {
    method: id ? 'PUT' : 'POST',
    body: values,
    // Spec part 2 §8: 'Error de conexión' on any network failure.
    connectionErrorMessage: 'Error de conexión',
  });
  return response.data;
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
