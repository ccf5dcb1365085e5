// Tutors' live bookings in the booking window as blocked slots in each tutor's wall clock (DESIGN §6), so
// clients never offer a taken time: for GET /tutors/{id}/blocked_slots (tutors) and GET /bookable_tutors
// (sessions). Back-to-back bookings are grouped into runs by the database, so a busy month travels as a
// few rows rather than one per session, and every tutor asked for is read in one statement.
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { BlockedSlot } from '@charla/domain/availability';
import { bookedRunsAsBlockedSlots, type BookingWindow } from '@charla/domain/booking';
import { notCancelled } from './predicates';
import { sessions } from './schema';
import type { Queryable } from './tx';

/** Per tutor id, its booked times in the window as blocked slots (a tutor without bookings: none). */
export async function bookedSlotsOf(
  q: Queryable,
  tutors: readonly { id: string; timezone: string }[],
  window: BookingWindow,
  minutes: number,
): Promise<Map<string, BlockedSlot[]>> {
  const slots = new Map<string, BlockedSlot[]>(tutors.map((tutor) => [tutor.id, []]));
  if (window.dates.length === 0 || tutors.length === 0) return slots;
  const runs = await bookedRuns(
    q,
    tutors.map((tutor) => tutor.id),
    new Date(window.start),
    new Date(window.end),
    minutes,
  );
  for (const tutor of tutors) {
    const own = runs.filter((run) => run.tutor_id === tutor.id);
    slots.set(tutor.id, bookedRunsAsBlockedSlots(own, tutor.timezone, minutes));
  }
  return slots;
}

/**
 * The tutors' live bookings in [start, end) as runs (gaps and islands): in a run every start is `minutes`
 * after the one before, so start − row number × length is the same for all of it (per tutor).
 */
function bookedRuns(q: Queryable, tutorIds: string[], start: Date, end: Date, minutes: number) {
  const starts = q
    .select({
      tutor_id: sessions.tutor_id,
      meeting_time: sessions.meeting_time,
      run: sql`${sessions.meeting_time} - (row_number() over (partition by ${sessions.tutor_id} order by ${sessions.meeting_time})) * make_interval(mins => ${minutes}::int)`.as(
        'run',
      ),
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.tutor_id, tutorIds),
        notCancelled,
        gte(sessions.meeting_time, start),
        lt(sessions.meeting_time, end),
      ),
    )
    .as('starts');
  const epochMs = (column: unknown) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);
  return q
    .select({
      tutor_id: starts.tutor_id,
      first: epochMs(sql`min(${starts.meeting_time})`),
      last: epochMs(sql`max(${starts.meeting_time})`),
    })
    .from(starts)
    .groupBy(starts.tutor_id, starts.run)
    .orderBy(sql`2`);
}
