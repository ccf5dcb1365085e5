// GET /tutors/{id}/blocked_slots (spec part 1 §7): manual blocks plus booked times, in the tutor's
// wall clock, and how long a session lasts (the server's SESSION_MINUTES: a booked time blocks that
// long, and a new session needs that much room). Called for every tutor on load and again for the
// chosen tutor.
import { queryOptions } from '@tanstack/react-query';
import type { BlockedSlot } from '@charla/domain/availability';
import { DEFAULT_SESSION_MINUTES } from '@charla/domain/booking';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface TutorBlockedSlots {
  slots: BlockedSlot[];
  sessionMinutes: number;
}

export async function getBlockedSlots(tutorId: string): Promise<TutorBlockedSlots> {
  const page = await getItem<{ data: BlockedSlot[]; session_minutes?: number }>(
    `/tutors/${encodeURIComponent(tutorId)}/blocked_slots`,
  );
  return { slots: page.data, sessionMinutes: page.session_minutes ?? DEFAULT_SESSION_MINUTES };
}

/** Always fresh: a slot booked a minute ago must not be offered. */
export function blockedSlotsQueryOptions(tutorId: string) {
  return queryOptions({
    queryKey: queryKeys.tutors.blockedSlots(tutorId),
    queryFn: () => getBlockedSlots(tutorId),
    staleTime: 0,
  });
}
