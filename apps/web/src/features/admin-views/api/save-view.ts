// POST /user_views and PUT /user_views/{id} (spec part 2 §7): the whole view, name, description and
// its filters per collection. Afterwards every view list and detail is asked for again, and so are the
// roles, whose list names their view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { UserView, UserViewInput } from '@charla/domain/roles';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SaveViewInput {
  /** Absent: a new view. */
  id?: string | undefined;
  values: UserViewInput;
}

export async function saveView({ id, values }: SaveViewInput): Promise<UserView> {
  const response = await apiRequest<ItemResponse<UserView>>(
    id ? `/user_views/${encodeURIComponent(id)}` : '/user_views',
    {
      method: id ? 'PUT' : 'POST',
      body: values,
      // Spec part 2 §8: 'Error de conexión' on any network failure.
      connectionErrorMessage: 'Error de conexión',
    },
  );
  return response.data;
}

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user_views.all }),
  });
}
