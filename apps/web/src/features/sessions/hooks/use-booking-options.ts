// What the booking form may offer (spec part 1 §5), computed with the domain's slot functions from
// GET /tutors and GET /tutors/{id}/blocked_slots: dates from tomorrow to the end of the month, times in
// 15-minute steps, blocked and booked times left out; 'Any' is the union over every tutor.
import { useCallback, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { BlockedSlot } from '@charla/domain/availability';
import {
  anyTutorStartTimes,
  bookedAsBlockedSlots,
  bookingWindow,
  DEFAULT_SESSION_MINUTES,
  groupByDisplayDate,
  tutorStartTimes,
  withoutBooking,
  type StartTime,
  type TutorSchedule,
} from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { ANY_TUTOR_ID, type Tutor } from '@charla/domain/tutors';
import { useTutors } from '@/lib/tutors';
import { blockedSlotsQueryOptions, type TutorBlockedSlots } from '../api/blocked-slots';

/** Spec part 1 §8 (booking). */
export const TUTORS_ERROR = 'Error fetching tutors';
export const AVAILABILITY_ERROR = 'Error processing tutor availability';

export type OfferedTimes = Map<string, StartTime[]>;
const NOTHING: OfferedTimes = new Map();

function combineBlocked(results: UseQueryResult<TutorBlockedSlots>[]) {
  return {
    data: results.map((result) => result.data?.slots),
    /** The server's session length, as its answers state it (the same for every tutor). */
    sessionMinutes: results.find((result) => result.data)?.data?.sessionMinutes ?? DEFAULT_SESSION_MINUTES,
    isError: results.map((result) => result.isError),
    refetch: () => Promise.all(results.filter((result) => result.isError).map((result) => result.refetch())),
  };
}

/** In edit mode the session's own booked time is free for it (the server excludes it too). */
function withoutOwnBooking(
  blocked: BlockedSlot[],
  tutor: Tutor,
  editing: Session | undefined,
  sessionMinutes: number,
): BlockedSlot[] {
  if (!editing || editing.tutor_id !== tutor.id) return blocked;
  const own = bookedAsBlockedSlots([new Date(editing.meeting_time)], tutor.timezone, sessionMinutes)[0]!;
  return withoutBooking(blocked, { day: own.dates[0]!, start_time: own.start_time, end_time: own.end_time });
}

export function useBookingOptions(tutorId: string, editing?: Session) {
  const tutorsQuery = useTutors();
  const tutors = useMemo(() => tutorsQuery.data ?? [], [tutorsQuery.data]);
  const blocked = useQueries({
    queries: tutors.map((tutor) => blockedSlotsQueryOptions(tutor.id)),
    combine: combineBlocked,
  });
  // The window of this visit: from tomorrow to the end of the month in Mexico City.
  const [window] = useState(() => bookingWindow(new Date()));

  /** Per tutor id: its schedule once its blocked slots are in, null while loading, 'error' if they failed. */
  const schedules = useMemo(() => {
    const byId = new Map<string, TutorSchedule | null | 'error'>();
    tutors.forEach((tutor, index) => {
      const slots = blocked.data[index];
      if (blocked.isError[index]) byId.set(tutor.id, 'error');
      else if (!slots) byId.set(tutor.id, null);
      else {
        byId.set(tutor.id, {
          id: tutor.id,
          timezone: tutor.timezone,
          availability: tutor.availability,
          blocked_slots: withoutOwnBooking(slots, tutor, editing, blocked.sessionMinutes),
        });
      }
    });
    return byId;
  }, [tutors, blocked.data, blocked.isError, blocked.sessionMinutes, editing]);

  /** The offered dates and times for a tutor id (or 'any'); 'loading' or 'error' when it can't tell yet. */
  const offeredFor = useCallback(
    (id: string): OfferedTimes | 'loading' | 'error' => {
      if (!id) return NOTHING;
      const wanted = id === ANY_TUTOR_ID ? [...schedules.values()] : [schedules.get(id)];
      if (wanted.some((schedule) => schedule === 'error')) return 'error';
      if (wanted.some((schedule) => schedule === null)) return 'loading';
      if (id !== ANY_TUTOR_ID && wanted[0] === undefined) return NOTHING; // not a tutor of the list
      try {
        const ready = wanted as TutorSchedule[];
        const options = { sessionMinutes: blocked.sessionMinutes };
        return id === ANY_TUTOR_ID
          ? groupByDisplayDate(anyTutorStartTimes(ready, window, options))
          : groupByDisplayDate({ instants: tutorStartTimes(ready[0]!, window, options), tutorId: id });
      } catch {
        return 'error';
      }
    },
    [schedules, window, blocked.sessionMinutes],
  );

  const current = useMemo(() => offeredFor(tutorId), [offeredFor, tutorId]);

  return {
    tutors,
    isLoadingTutors: tutorsQuery.isPending,
    tutorsError: tutorsQuery.isError ? TUTORS_ERROR : null,
    retryTutors: () => void tutorsQuery.refetch(),
    /** Dates (keys, in order) and times of the chosen tutor; empty while loading or failed. */
    offered: current instanceof Map ? current : NOTHING,
    isLoadingAvailability: current === 'loading',
    availabilityError: current === 'error' ? AVAILABILITY_ERROR : null,
    retryAvailability: () => void blocked.refetch(),
    offeredFor,
    /** True when the month has no bookable day left at all (tomorrow is next month). */
    isWindowEmpty: window.dates.length === 0,
  };
}
