// GET /plans/{id} (spec part 2 §7): the plan the admin's form opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@charla/domain/plans';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPlan(id: string, signal?: AbortSignal): Promise<Plan> {
  return getItem<Plan>(`/plans/${encodeURIComponent(id)}`, { signal, connectionErrorMessage: 'Error de conexión' });
}

export function planQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.plans.detail(id), queryFn: ({ signal }) => getPlan(id, signal) });
}

export function usePlan(id: string) {
  return useQuery(planQueryOptions(id));
}
