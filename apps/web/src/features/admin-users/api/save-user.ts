// POST /users and PATCH /users/{id} (spec part 2 §7): the user form's fields as UserCreateInput /
// UserPatchInput (packages/domain) take them; an edit without a new password leaves it out. Afterwards
// every user list, lookup and detail is asked for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { User, UserCreateInput, UserPatchInput } from '@charla/domain/users';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SaveUserInput = { id?: undefined; values: UserCreateInput } | { id: string; values: UserPatchInput };

export async function saveUser({ id, values }: SaveUserInput): Promise<User> {
  const response = await apiRequest<ItemResponse<User>>(id ? `/users/${encodeURIComponent(id)}` : '/users', {
    method: id ? 'PATCH' : 'POST',
    body: values,
    // Spec part 2 §8: 'Error de conexión' on any network failure.
    connectionErrorMessage: 'Error de conexión',
  });
  return response.data;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
