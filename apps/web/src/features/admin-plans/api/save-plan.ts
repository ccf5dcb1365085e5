// POST /plans and PATCH /plans/{id} (spec part 2 §7): every field of the plan form, as the domain's
// PlanCreateInput gives them. Afterwards every plan list, lookup and detail is asked for again (a new
// default plan unsets the previous one, so the other rows change too).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { Plan, PlanCreateInput } from '@charla/domain/plans';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PlanValues = z.output<typeof PlanCreateInput>;

export interface SavePlanInput {
  /** Absent: a new plan. */
  id?: string | undefined;
  values: PlanValues;
}

export async function savePlan({ id, values }: SavePlanInput): Promise<Plan> {
  const response = await apiRequest<ItemResponse<Plan>>(id ? `/plans/${encodeURIComponent(id)}` : '/plans', {
    method: id ? 'PATCH' : 'POST',
    body: values,
    // Spec part 2 §8: 'Error de conexión' on any network failure.
    connectionErrorMessage: 'Error de conexión',
  });
  return response.data;
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plans.all }),
  });
}
