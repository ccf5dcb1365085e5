// 'Progreso en prácticas' on /tutor/students/{id}/lessons (issue 10: "a tutor sees the same for each
// of their students on the student's lessons page, with the items most often missed"): the student's
// 'Mi progreso' cards plus 'Lo que más falla'. A failure stays inside the section, with a retry, so the
// rest of the page keeps working.
import { RotateCw, TrendingUp } from 'lucide-react';
import { Button } from '@/components/button';
import { InlineAlert } from '@/components/inline-alert';
import { PracticeProgressList } from '@/components/practice-progress-list';
import { SectionCard } from '@/components/section-card';
import { SkeletonLines } from '@/components/skeleton';
import { useStudentProgress } from '../api/get-student-progress';
import { STUDENT_PROGRESS_TEXTS as T } from './texts';

function Content({ studentId }: { studentId: string }) {
  const query = useStudentProgress(studentId);
  if (query.isPending) return <SkeletonLines />;
  if (query.isError && !query.data) {
    const reason = query.error.message;
    return (
      <InlineAlert
        action={
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {T.retry}
          </Button>
        }
      >
        <p className="font-semibold">{T.loadError}</p>
        {reason && reason !== T.loadError ? <p>{reason}</p> : null}
      </InlineAlert>
    );
  }
  const rows = query.data ?? [];
  if (rows.length === 0) return <p className="text-slate-700">{T.empty}</p>;
  return <PracticeProgressList rows={rows} label={T.listLabel} headingLevel={3} showMostMissed />;
}

export function StudentProgressSection({ studentId }: { studentId: string }) {
  return (
    <SectionCard title={T.title} icon={<TrendingUp className="size-5" />}>
      <Content studentId={studentId} />
    </SectionCard>
  );
}
