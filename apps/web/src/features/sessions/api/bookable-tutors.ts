// GET /bookable_tutors (docs/decisions/029): in one answer the tutors offered to the student (their plan's
// language, with availability), each with its manual blocks and booked times in the tutor's wall clock,
// and how long a session lasts (the server's SESSION_MINUTES: a booked time blocks that long, and a new
// session needs that much room). Asked for on load and again when the tutor changes.
import { queryOptions } from '@tanstack/react-query';
import type { BookableTutors } from '@charla/domain/tutors';
import { getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getBookableTutors(): Promise<BookableTutors> {
  return getItem<BookableTutors>('/bookable_tutors');
}

/**
 * Fresh only for the moment between the shell asking (app/layouts/first-reads.tsx) and the page showing:
 * a slot booked a minute ago must not be offered. Choosing a tutor asks again (the answer revalidates by
 * its ETag).
 */
export function bookableTutorsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.tutors.bookable(), queryFn: getBookableTutors, staleTime: 5_000 });
}
