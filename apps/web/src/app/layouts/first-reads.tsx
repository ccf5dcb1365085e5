// A page whose first paint with content waits for a read gets that read started by the shell as it
// renders, beside the page's area chunk instead of after it (decision 025): on a phone the lesson's chain
// (entry, shell, area, assignment, image and practices) loses two links, the booking screen's (entry, shell,
// area, its one bookable_tutors read) one, the tutor's student page (entry, shell, area, the student and
// their lists) one, and the sessions lists' (entry, shell, area, their first page) and a practice player's
// (entry, shell, area, the practice) one each.
// The page's own query finds the answer in the cache or joins the request in flight, so nothing is asked
// for twice. Only for a page the person's role opens (the route's guard), and only reads that stay fresh
// until the page asks (the booking screen's, for the few seconds that takes).
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import type { Area } from '@charla/domain/navigation';
import { usePrefetchAssignment } from '@/features/lessons/api/get-assignment';
import { practiceQueryOptions } from '@/features/practices/api/get-practice';
import { bookableTutorsQueryOptions } from '@/features/sessions/api/bookable-tutors';
import { sessionListQueryOptions } from '@/features/sessions/api/list-sessions';
import { usePrefetchStudentPage } from '@/features/tutor-students/api/student-page-reads';
import { paths } from '@/lib/paths';
import { planQueryOptions } from '@/lib/plans';
import { sessionUsageQueryOptions } from '@/lib/session-usage';
import { useSession } from '@/lib/use-session';
import { tutorsQueryOptions } from '@/lib/tutors';
import { useVisitInstant } from '@/lib/visit-instant';

export function FirstReads({ areas }: { areas: readonly Area[] }) {
  const lesson = useMatch(paths.lessons.detail(':id'));
  const booking = useMatch(paths.sessions.book);
  const sessions = useMatch(paths.sessions.list);
  const tutorSessions = useMatch(paths.tutor.sessions);
  const studentId = useMatch(paths.tutor.studentLessons(':studentId'))?.params.studentId;
  // Every signed-in person may open a practice (no guard on the route).
  const practiceId = useMatch(paths.practices.detail(':id'))?.params.id;
  const lessonId = areas.includes('lessons') ? lesson?.params.id : undefined;
  return (
    <>
      {lessonId ? <LessonFirstRead id={lessonId} /> : null}
      {booking && areas.includes('sessions') ? <BookingFirstRead /> : null}
      {sessions && areas.includes('sessions') ? <SessionsFirstRead withTutors /> : null}
      {tutorSessions && areas.includes('tutor-sessions') ? <SessionsFirstRead /> : null}
      {practiceId ? <PracticeFirstRead id={practiceId} /> : null}
      {studentId && areas.includes('tutor-students') ? <StudentPageFirstRead id={studentId} /> : null}
    </>
  );
}

function LessonFirstRead({ id }: { id: string }) {
  usePrefetchAssignment(id);
  return null;
}

/** The booking screen: its tutors with their taken times, the month's usage and the plan (its note). */
function BookingFirstRead() {
  usePrefetchQuery(bookableTutorsQueryOptions());
  usePrefetchQuery(sessionUsageQueryOptions());
  const planId = useSession()?.claims.plan_id;
  return planId ? <PlanFirstRead id={planId} /> : null;
}

function PlanFirstRead({ id }: { id: string }) {
  usePrefetchQuery(planQueryOptions(id));
  return null;
}

function StudentPageFirstRead({ id }: { id: string }) {
  usePrefetchStudentPage(id);
  return null;
}

function TutorsFirstRead() {
  usePrefetchQuery(tutorsQueryOptions());
  return null;
}

/**
 * /sesiones and /tutor/sesiones: the upcoming panel's first page, at the visit's instant (which the page
 * shares), and for the student's list the tutors' names.
 */
function SessionsFirstRead({ withTutors = false }: { withTutors?: boolean }) {
  usePrefetchInfiniteQuery(sessionListQueryOptions('upcoming', useVisitInstant()));
  return withTutors ? <TutorsFirstRead /> : null;
}

function PracticeFirstRead({ id }: { id: string }) {
  usePrefetchQuery(practiceQueryOptions(id));
  return null;
}
