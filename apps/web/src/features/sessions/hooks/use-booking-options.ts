// What the booking form may offer (spec part 1 §5), computed with the domain's slot functions from one
// answer, GET /bookable_tutors (the tutors offered to the student, each with its blocked and booked
// times): dates from tomorrow to the end of the month, times in 15-minute steps, blocked and booked times
// left out; 'Any' is the union over every offered tutor.
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BlockedSlot } from '@charla/domain/availability';
import {
  anyTutorStartTimes,
  bookedAsBlockedSlots,
  bookingWindow,
  groupByDisplayDate,
  tutorStartTimes,
  withoutBooking,
  type StartTime,
  type TutorSchedule,
} from '@charla/domain/booking';
import type { Session } from '@charla/domain/sessions';
import { ANY_TUTOR_ID, type BookableTutor } from '@charla/domain/tutors';
import { bookableTutorsQueryOptions } from '../api/bookable-tutors';

/** Spec part 1 §8 (booking). */
export const TUTORS_ERROR = 'Error fetching tutors';
export const AVAILABILITY_ERROR = 'Error processing tutor availability';

export type OfferedTimes = Map<string, StartTime[]>;
const NOTHING: OfferedTimes = new Map();
const NO_TUTORS: BookableTutor[] = [];

/** In edit mode the session's own booked time is free for it (the server excludes it too). */
function withoutOwnBooking(
  blocked: BlockedSlot[],
  tutor: BookableTutor,
  editing: Session | undefined,
  sessionMinutes: number,
): BlockedSlot[] {
  if (!editing || editing.tutor_id !== tutor.id) return blocked;
  const own = bookedAsBlockedSlots([new Date(editing.meeting_time)], tutor.timezone, sessionMinutes)[0]!;
  return withoutBooking(blocked, { day: own.dates[0]!, start_time: own.start_time, end_time: own.end_time });
}

export function useBookingOptions(tutorId: string, editing?: Session) {
  const query = useQuery(bookableTutorsQueryOptions());
  const tutors = query.data?.tutors ?? NO_TUTORS;
  const sessionMinutes = query.data?.session_minutes;
  // The window of this visit: from tomorrow to the end of the month in Mexico City.
  const [window] = useState(() => bookingWindow(new Date()));

  /** Per tutor id, its schedule: its blocked and booked times, less the edited session's own. */
  const schedules = useMemo(() => {
    const byId = new Map<string, TutorSchedule>();
    for (const tutor of tutors) {
      byId.set(tutor.id, {
        id: tutor.id,
        timezone: tutor.timezone,
        availability: tutor.availability,
        blocked_slots: withoutOwnBooking(tutor.blocked_slots, tutor, editing, sessionMinutes ?? 0),
      });
    }
    return byId;
  }, [tutors, editing, sessionMinutes]);

  /** The offered dates and times for a tutor id (or 'any'); 'loading' or 'error' when it can't tell yet. */
  const offeredFor = useCallback(
    (id: string): OfferedTimes | 'loading' | 'error' => {
      if (!id) return NOTHING;
      if (sessionMinutes === undefined) return query.isError ? 'error' : 'loading';
      const one = schedules.get(id);
      if (id !== ANY_TUTOR_ID && !one) return NOTHING; // not a tutor offered to this student
      try {
        const options = { sessionMinutes };
        return id === ANY_TUTOR_ID
          ? groupByDisplayDate(anyTutorStartTimes([...schedules.values()], window, options))
          : groupByDisplayDate({ instants: tutorStartTimes(one!, window, options), tutorId: id });
      } catch {
        return 'error';
      }
    },
    [schedules, window, sessionMinutes, query.isError],
  );

  const current = useMemo(() => offeredFor(tutorId), [offeredFor, tutorId]);

  return {
    tutors,
    isLoadingTutors: query.isPending,
    tutorsError: query.isError && !query.data ? TUTORS_ERROR : null,
    retryTutors: () => void query.refetch(),
    /** Dates (keys, in order) and times of the chosen tutor; empty while loading or failed. */
    offered: current instanceof Map ? current : NOTHING,
    isLoadingAvailability: current === 'loading',
    /** Only a schedule that can't be computed: a failed answer is the tutors' error. */
    availabilityError: current === 'error' && query.data ? AVAILABILITY_ERROR : null,
    retryAvailability: () => void query.refetch(),
    offeredFor,
    /** True when the month has no bookable day left at all (tomorrow is next month). */
    isWindowEmpty: window.dates.length === 0,
  };
}
