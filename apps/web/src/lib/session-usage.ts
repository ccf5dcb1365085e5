// GET /session_usage: the caller's sessions this month under their plan, used and remaining per type
// (the server counts them as its booking check does). Shown on the booking screen and the profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUsage } from '@charla/domain/booking';
import { getItem } from './api-client';
import { queryKeys } from './query-keys';

export function sessionUsageQueryOptions() {
  return queryOptions({ queryKey: queryKeys.sessions.usage(), queryFn: () => getItem<SessionUsage>('/session_usage') });
}

export function useSessionUsage(enabled = true) {
  return useQuery({ ...sessionUsageQueryOptions(), enabled });
}
