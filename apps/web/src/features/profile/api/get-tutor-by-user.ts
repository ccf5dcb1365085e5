// GET /tutors?user_id={id}: the tutor record of a tutor user (data[0]), or null when none.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tutor } from '@charla/domain/tutors';
import { getList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getTutorByUser(userId: string): Promise<Tutor | null> {
  const tutors = await getList<Tutor>(`/tutors?user_id=${encodeURIComponent(userId)}`);
  return tutors[0] ?? null;
}

export function tutorByUserQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.tutors.list({ user_id: userId }), queryFn: () => getTutorByUser(userId) });
}

export function useTutorByUser(userId: string, enabled: boolean) {
  return useQuery({ ...tutorByUserQueryOptions(userId), enabled });
}
