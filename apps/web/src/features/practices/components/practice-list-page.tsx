// /practices 'Prácticas Disponibles' (spec part 2 §2, §8, §9): cards of 10 a page, 'Cargar más' for
// the next, the empty, end and error texts; on each card the student's best and latest score (issue 10).
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/button';
import { InlineAlert } from '@/components/inline-alert';
import { PageHeader } from '@/components/page-header';
import { SkeletonLines } from '@/components/skeleton';
import { usePracticeProgress } from '../api/get-practice-progress';
import { usePractices } from '../api/get-practices';
import { PracticeCard } from './practice-card';
import { PRACTICE_TEXTS } from './practice-texts';

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <InlineAlert
      action={
        <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {PRACTICE_TEXTS.retry}
        </Button>
      }
    >
      <p className="font-semibold">{PRACTICE_TEXTS.listError}</p>
      {error.message && error.message !== PRACTICE_TEXTS.listError ? <p>{error.message}</p> : null}
    </InlineAlert>
  );
}

export function PracticeListPage() {
  const query = usePractices();
  const progress = usePracticeProgress();
  const practices = query.data?.pages.flat() ?? [];
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());

  let footer = null;
  if (query.isFetchNextPageError) footer = <LoadError error={query.error} onRetry={retry} />;
  else if (query.hasNextPage)
    footer = (
      <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? PRACTICE_TEXTS.loadingMore : PRACTICE_TEXTS.loadMore}
      </Button>
    );
  else if (practices.length > 0)
    footer = (
      <p role="status" className="text-sm text-slate-600">
        {PRACTICE_TEXTS.end}
      </p>
    );

  return (
    <>
      <PageHeader title={PRACTICE_TEXTS.listTitle} description={PRACTICE_TEXTS.listDescription} />
      {query.isPending ? (
        <SkeletonLines lines={4} />
      ) : query.isError && practices.length === 0 ? (
        <LoadError error={query.error} onRetry={retry} />
      ) : practices.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 font-medium text-slate-800">
          {PRACTICE_TEXTS.empty}
        </p>
      ) : (
        <>
          <ul aria-label={PRACTICE_TEXTS.listTitle} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {practices.map((practice) => (
              <PracticeCard key={practice.id} practice={practice} progress={progress.get(practice.id)} />
            ))}
          </ul>
          {footer ? <div className="mt-6 flex justify-center text-center">{footer}</div> : null}
        </>
      )}
    </>
  );
}
