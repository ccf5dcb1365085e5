// A page whose first paint with content waits for a read gets that read started by the shell as it
// renders, beside the page's area chunk instead of after it (decision 025): on a phone the lesson's chain
// (entry, shell, area, assignment, image) loses two links, and the booking screen's (entry, shell, area,
// tutors, the blocked_slots burst) one. The page's own query finds the answer in the cache or joins the
// request in flight, so nothing is asked for twice. Only for a page the person's role opens (the route's
// guard), and only reads that stay fresh until the page asks (not the burst: it is always asked anew).
import { usePrefetchQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import type { Area } from '@charla/domain/navigation';
import { usePrefetchAssignment } from '@/features/lessons/api/get-assignment';
import { paths } from '@/lib/paths';
import { tutorsQueryOptions } from '@/lib/tutors';

export function FirstReads({ areas }: { areas: readonly Area[] }) {
  const lesson = useMatch(paths.lessons.detail(':id'));
  const booking = useMatch(paths.sessions.book);
  const lessonId = areas.includes('lessons') ? lesson?.params.id : undefined;
  return (
    <>
      {lessonId ? <LessonFirstRead id={lessonId} /> : null}
      {booking && areas.includes('sessions') ? <TutorsFirstRead /> : null}
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
