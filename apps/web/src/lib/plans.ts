// GET /plans/{plan_id}: the caller's plan (profile, SED submission days). One query for every feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@charla/domain/plans';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPlan(id: string): Promise<Plan> {
  return getItem<Plan>(`/plans/${encodeURIComponent(id)}`);
}

export function planQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.plans.detail(id), queryFn: () => getPlan(id) });
}

/** Disabled while the plan id is unknown or null (no plan assigned). */
export function usePlan(id: string | null | undefined) {
  return useQuery({ ...planQueryOptions(id ?? ''), enabled: Boolean(id) });
}
