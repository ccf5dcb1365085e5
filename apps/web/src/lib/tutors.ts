// GET /tutors, unpaged (spec part 1 §7, part 2 §7): every tutor the caller may read, with availability
// and manual blocked slots. Shared by the sessions screens (names, booking) and the tutor schedule;
// the server narrows a tutor to their own record.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tutor } from '@charla/domain/tutors';
import { getList } from './api-client';
import { queryKeys } from './query-keys';

export function getTutors(): Promise<Tutor[]> {
  return getList<Tutor>('/tutors');
}

export function tutorsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.tutors.list(), queryFn: getTutors });
}

export function useTutors() {
  return useQuery(tutorsQueryOptions());
}
