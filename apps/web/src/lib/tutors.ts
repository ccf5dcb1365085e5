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

/**
 * Keyed as the unpaged lookup of GET /tutors (the same request and shape): the admin tutors list's
 * paged key (['tutors', 'list', {}]) holds pages, so sharing it broke /tutor/horario after that list.
 */
export function tutorsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.tutors.lookup(), queryFn: getTutors });
}

export function useTutors() {
  return useQuery(tutorsQueryOptions());
}
