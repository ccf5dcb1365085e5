// /seds 'Registro de SEDs' (spec part 1 §2, §9): newest first, infinite scroll by pages of 10 until an
// empty page, 'Crear Nuevo' to the upload form.
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { SED_MESSAGES } from '@charla/domain/seds';
import { buttonClass } from '@/components/button';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { paths } from '@/lib/paths';
import { useSeds } from '../api/get-seds';
import { SedListItem } from './sed-list-item';

export const EMPTY_SEDS_MESSAGE = 'Aún no has enviado ningún SED.';

/** Spec part 1 §8: 'Error al cargar los SEDs', with the server's or the network's reason under it. */
function loadError(error: Error) {
  return (
    <>
      <p className="font-semibold">{SED_MESSAGES.listError}</p>
      {error.message && error.message !== SED_MESSAGES.listError ? <p>{error.message}</p> : null}
    </>
  );
}

export function SedListPage() {
  const { items, error, isError, ...state } = infiniteListStateOf(useSeds());
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader
          title="Registro de SEDs"
          description="Tus formularios de evaluación, del más reciente al más antiguo."
        />
        <Link to={paths.seds.upload} className={buttonClass('primary', 'mb-6 sm:mt-1')}>
          <Plus aria-hidden="true" className="size-4" />
          Crear Nuevo
        </Link>
      </div>
      <InfiniteList
        label="SEDs enviados"
        scroll="page"
        items={items}
        getKey={(sed) => sed.id}
        // SedListItem renders its own <li>.
        rowsAreListItems
        renderItem={(sed) => <SedListItem sed={sed} />}
        errorMessage={isError && error ? loadError(error) : null}
        emptyText={
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            <p className="font-medium text-slate-900">{EMPTY_SEDS_MESSAGE}</p>
            <p className="mt-1 text-sm">Con «Crear Nuevo» envías el enlace de tu video y una grabación de tu voz.</p>
          </div>
        }
        endText={SED_MESSAGES.noMore}
        {...state}
      />
    </>
  );
}
