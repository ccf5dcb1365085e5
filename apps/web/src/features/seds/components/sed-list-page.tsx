// /seds 'Registro de SEDs' (spec part 1 §2, §9): newest first, infinite scroll by pages of 10 until an
// empty page, 'Crear Nuevo' to the upload form.
import { Link } from 'react-router';
import { LoaderCircle, Plus, RotateCw } from 'lucide-react';
import { SED_MESSAGES } from '@charla/domain/seds';
import { Button, buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { SkeletonLines } from '@/components/skeleton';
import { useLoadMoreNearBottom } from '@/components/use-load-more-near-bottom';
import { paths } from '@/lib/paths';
import { useSeds } from '../api/get-seds';
import { SedListItem } from './sed-list-item';

export const EMPTY_SEDS_MESSAGE = 'Aún no has enviado ningún SED.';

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{SED_MESSAGES.listError}</p>
        {error.message && error.message !== SED_MESSAGES.listError ? <p className="text-sm">{error.message}</p> : null}
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Reintentar
      </Button>
    </div>
  );
}

export function SedListPage() {
  const query = useSeds();
  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const seds = query.data?.pages.flat() ?? [];

  useLoadMoreNearBottom({
    canLoadMore: hasNextPage && !isFetching && !isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
    contentKey: seds.length,
  });

  let content;
  if (query.isPending) {
    content = <SkeletonLines lines={4} />;
  } else if (query.isError && seds.length === 0) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (seds.length === 0) {
    content = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        <p className="font-medium text-slate-900">{EMPTY_SEDS_MESSAGE}</p>
        <p className="mt-1 text-sm">Con «Crear Nuevo» envías el enlace de tu video y una grabación de tu voz.</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul aria-label="SEDs enviados" className="space-y-3">
          {seds.map((sed) => <SedListItem key={sed.id} sed={sed} />)}
        </ul>
        <div className="mt-4">
          {isFetchingNextPage ? (
            <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-slate-600">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              Cargando más SEDs...
            </p>
          ) : isFetchNextPageError ? (
            <LoadError error={query.error!} onRetry={() => void fetchNextPage()} />
          ) : !hasNextPage ? (
            <p className="py-3 text-center text-sm text-slate-600">{SED_MESSAGES.noMore}</p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title="Registro de SEDs" description="Tus formularios de evaluación, del más reciente al más antiguo." />
        <Link to={paths.seds.upload} className={buttonClass('primary', 'mb-6 sm:mt-1')}>
          <Plus aria-hidden="true" className="size-4" />
          Crear Nuevo
        </Link>
      </div>
      {content}
    </>
  );
}
