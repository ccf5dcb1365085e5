// GET /insights/sessions_by_week and /insights/tutor_use (issue 51): the school's figures for a range
// and its filters, counted by the server. Filters left empty are left out of the request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsQuery, SessionsByWeekRow, TutorUseRow } from '@charla/domain/insights';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const INSIGHTS_ERROR = 'No se pudieron cargar las estadísticas. Inténtalo de nuevo.';

type Figure = 'sessions_by_week' | 'tutor_use';

/** '?from=…&to=…&tutor_id=…' with empty filters left out. */
export function insightsSearch(query: InsightsQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.tutor_id) search.set('tutor_id', query.tutor_id);
  if (query.plan_id) search.set('plan_id', query.plan_id);
  return `?${search.toString()}`;
}

function insightsQueryOptions<T>(figure: Figure, query: InsightsQuery) {
  return queryOptions({
    queryKey: queryKeys.sessions.insights(figure, { ...query }),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: T[] }>(`/insights/${figure}${insightsSearch(query)}`, { signal })).data,
  });
}

export const useSessionsByWeek = (query: InsightsQuery) =>
  useQuery(insightsQueryOptions<SessionsByWeekRow>('sessions_by_week', query));

export const useTutorUse = (query: InsightsQuery) => useQuery(insightsQueryOptions<TutorUseRow>('tutor_use', query));
