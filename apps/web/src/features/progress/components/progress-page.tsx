// /progreso 'Mi progreso' (issue 10): per practice the student has completed, the best and latest
// score, the latest accuracy and attempts, how many times and when last, and 'Practicar de nuevo'.
// Reached from Home and the profile. A failed load is a toast and, in the page, the reason with
// 'Reintentar'; a failed background refresh keeps what is shown.
import { useEffect } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Dumbbell, RotateCw } from 'lucide-react';
import { Button, buttonClass } from '@/components/button';
import { InlineAlert } from '@/components/inline-alert';
import { PageHeader } from '@/components/page-header';
import { PracticeProgressList } from '@/components/practice-progress-list';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { useMyProgress } from '../api/get-my-progress';
import { MY_PROGRESS_TEXTS as T } from './progress-texts';

const LOAD_ERROR_TOAST_ID = 'my-progress-error';

function Progress({ callerId }: { callerId: string }) {
  const query = useMyProgress(callerId);
  const error = query.data ? null : query.error;
  useEffect(() => {
    // A 401 has already ended the session and said so (api-client).
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    toast.error(T.loadError, { id: LOAD_ERROR_TOAST_ID });
  }, [error]);

  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {T.loading}
      </p>
    );
  }
  if (error) {
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
        {error.message && error.message !== T.loadError ? <p>{error.message}</p> : null}
      </InlineAlert>
    );
  }
  const rows = query.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700 sm:flex-row sm:items-center">
        <Dumbbell aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
        <p className="min-w-0 flex-1 font-medium text-slate-900">{T.empty}</p>
        <Link to={paths.practices.list} className={buttonClass('primary')}>
          {T.toPractices}
        </Link>
      </div>
    );
  }
  return <PracticeProgressList rows={rows} label={T.listLabel} headingLevel={2} canPractice />;
}

export function ProgressPage() {
  const session = useSession();
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      {session ? <Progress callerId={session.claims.id} /> : null}
    </>
  );
}
