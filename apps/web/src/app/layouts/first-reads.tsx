// A page whose largest paint waits for its first read gets that read started by the shell as it renders,
// beside the page's area chunk instead of after it (decision 025): on a phone the lesson's chain
// (entry, shell, area, assignment, image) loses two links. The page's own query finds the answer in the
// cache or joins the request in flight, so nothing is asked for twice. Only for a page the person's
// role opens (the route's guard), and only the pages listed here.
import { useMatch } from 'react-router';
import type { Area } from '@charla/domain/navigation';
import { usePrefetchAssignment } from '@/features/lessons/api/get-assignment';
import { paths } from '@/lib/paths';

export function FirstReads({ areas }: { areas: readonly Area[] }) {
  const lesson = useMatch(paths.lessons.detail(':id'));
  const lessonId = areas.includes('lessons') ? lesson?.params.id : undefined;
  return lessonId ? <LessonFirstRead id={lessonId} /> : null;
}

function LessonFirstRead({ id }: { id: string }) {
  usePrefetchAssignment(id);
  return null;
}
