// GET /tutors/{id}/blocked_slots (spec part 1 §7): manual blocks plus booked times, in the tutor's
// wall clock. Called for every tutor on load and again for the chosen tutor.
import { queryOptions } from '@tanstack/react-query';
import type { BlockedSlot } from '@charla/domain/availability';
import { getList } from '@/lib/api-client';
import { tutorKeys } from '@/lib/tutors';

export const blockedSlotKeys = {
  all: () => [...tutorKeys.all, 'blocked_slots'] as const,
  tutor: (tutorId: string) => [...blockedSlotKeys.all(), tutorId] as const,
};

export function getBlockedSlots(tutorId: string): Promise<BlockedSlot[]> {
  return getList<BlockedSlot>(`/tutors/${encodeURIComponent(tutorId)}/blocked_slots`);
}

/** Always fresh: a slot booked a minute ago must not be offered. */
export function blockedSlotsQueryOptions(tutorId: string) {
  return queryOptions({ queryKey: blockedSlotKeys.tutor(tutorId), queryFn: () => getBlockedSlots(tutorId), staleTime: 0 });
}
