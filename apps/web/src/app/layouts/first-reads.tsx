// A page whose first paint with content waits for a read gets that read started by the shell as it
// renders, beside the page's area chunk instead of after it (decision 025): on a phone the lesson's chain
// (entry, shell, area, assignment, image) loses two links, the booking screen's (entry, shell, area,
// tutors, the blocked_slots burst) one, and the sessions list's (entry, shell, area, its first page) one.
// The page's own query finds the answer in the cache or joins the request in flight, so nothing is asked
// for twice. Only for a page the person's role opens (the route's guard), and only reads that stay fresh
// until the page asks (not the burst: it is always asked anew).
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import type { Area } from '@charla/domain/navigation';
import { usePrefetchAssignment } from '@/features/lessons/api/get-assignment';
import { sessionListQueryOptions } from '@/features/sessions/api/list-sessions';
import { paths } from '@/lib/paths';
import { tutorsQueryOptions } from '@/lib/tutors';
import { useVisitInstant } from '@/lib/visit-instant';

export function FirstReads({ areas }: { areas: readonly Area[] }) {
  const lesson = useMatch(paths.lessons.detail(':id'));
  const booking = useMatch(paths.sessions.book);
  const sessions = useMatch(paths.sessions.list);
  const lessonId = areas.includes('lessons') ? lesson?.params.id : undefined;
  return (
    <>
      {lessonId ? <LessonFirstRead id={lessonId} /> : null}
      {booking && areas.includes('sessions') ? <TutorsFirstRead /> : null}
      {sessions && areas.includes('sessions') ? <SessionsFirstRead /> : null}
    </>
  );
}

function LessonFirstRead({ id }: { id: string }) {
  usePrefetchAssignment(id);
  return null;
}

function TutorsFirstRead() {
  usePrefetchQuery(tutorsQueryOptions());
  return null;
}

/** /sesiones: the upcoming panel's first page (at the visit's instant, which the page shares) and the tutors' names. */
function SessionsFirstRead() {
  usePrefetchInfiniteQuery(sessionListQueryOptions('upcoming', useVisitInstant()));
  usePrefetchQuery(tutorsQueryOptions());
  return null;
}
