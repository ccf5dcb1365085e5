// The one list of an admin or content resource (spec part 2 §2 "List behaviour common to admin and
// content lists"; docs/decisions/017): pages of 10 loaded near the bottom, the caller's empty / end /
// error texts, a create button, rows that open their edit screen, delete after a confirm, and an
// optional server search (`q`).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import type { ListParams, ResourceName } from '@/lib/query-keys';
import { buttonClass } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { InfiniteList } from '../infinite-list';
import { SearchInput } from '../search-input';
import { infiniteListStateOf } from './infinite-query-state';
import { ResourceRow } from './resource-row';
import { useDebouncedValue } from './use-debounced-value';
import { LIST_CONNECTION_ERROR, useDeleteResource, useResourceList } from './use-resource-list';

export const SEARCH_DEBOUNCE_MS = 300;

/** What every list says. */
export interface ListTexts {
  /** Spec part 2 §8, e.g. 'Error al cargar los usuarios'. */
  loadError: string;
  empty: string;
  end: string;
  /** When a search finds nothing. */
  noMatch?: string;
}

/** What a list whose rows can be deleted says too. */
export interface ResourceListTexts<T> extends ListTexts {
  /** e.g. 'Error al eliminar el usuario'. */
  deleteError: string;
  deleted: string;
  confirmDelete: (row: T) => string;
}

interface ListProps<T extends { id: string }> {
  resource: ResourceName;
  /** Names the list's scrolling box. */
  label: string;
  /** Filters and sort sent with every page. */
  params?: ListParams;
  rowName: (row: T) => string;
  /** Where a row leads (its edit screen, or e.g. a student's lessons). */
  editPath: (row: T) => string;
  renderDetails?: (row: T) => ReactNode;
  create?: { to: string; label: string };
  /** A search box that asks the server (`q`), e.g. { label: 'Buscar por nombre o correo' }. */
  search?: { label: string; placeholder?: string };
}

/** Rows with a delete button: the delete texts and how to confirm are required. */
interface DeletableListProps<T> {
  texts: ResourceListTexts<T>;
  /** Spec part 2 §2: the users list asks in the app's dialog, the other lists with the browser's confirm. */
  confirm: 'dialog' | 'browser';
  canDelete?: boolean;
}

/** Rows without one (e.g. the tutor's students): no delete texts to write. */
interface ReadOnlyListProps {
  texts: ListTexts;
  confirm?: undefined;
  canDelete: false;
}

type ResourceListProps<T extends { id: string }> = ListProps<T> & (DeletableListProps<T> | ReadOnlyListProps);

function hasDeleteTexts<T>(texts: ListTexts | ResourceListTexts<T>): texts is ResourceListTexts<T> {
  return 'deleteError' in texts;
}

export function ResourceList<T extends { id: string }>({
  resource,
  label,
  params = {},
  rowName,
  editPath,
  renderDetails,
  create,
  texts,
  confirm,
  canDelete = true,
  search,
}: ResourceListProps<T>) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { items, isError, error, ...state } = infiniteListStateOf(
    useResourceList<T>(resource, search && q ? { ...params, q } : params),
  );
  const remove = useDeleteResource(resource);
  const [toDelete, setToDelete] = useState<T | null>(null);

  const deleteTexts = canDelete && hasDeleteTexts<T>(texts) ? texts : null;

  const deleteRow = (row: T) => {
    if (!deleteTexts) return;
    remove.mutate(row.id, {
      onSuccess: () => toast.success(deleteTexts.deleted),
      onError: (failure) => {
        const detail =
          failure instanceof ApiError && failure.message !== deleteTexts.deleteError ? failure.message : null;
        toast.error(
          <span>
            <strong className="block font-semibold">{deleteTexts.deleteError}</strong>
            {detail}
          </span>,
        );
      },
    });
  };
  const requestDelete = (row: T) => {
    if (!deleteTexts) return;
    if (confirm === 'dialog') setToDelete(row);
    else if (window.confirm(deleteTexts.confirmDelete(row))) deleteRow(row);
  };

  const loadError = error instanceof ApiError && error.status === 0 ? LIST_CONNECTION_ERROR : texts.loadError;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {search ? (
          <SearchInput
            label={search.label}
            {...(search.placeholder ? { placeholder: search.placeholder } : {})}
            value={query}
            onChange={setQuery}
            className="sm:max-w-md sm:flex-1"
          />
        ) : (
          <span />
        )}
        {create ? (
          <Link to={create.to} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {create.label}
          </Link>
        ) : null}
      </div>
      <InfiniteList
        {...state}
        label={label}
        items={items}
        getKey={(row) => row.id}
        renderItem={(row) => (
          <ResourceRow
            name={rowName(row)}
            editPath={editPath(row)}
            details={renderDetails?.(row)}
            onDelete={deleteTexts ? () => requestDelete(row) : undefined}
            isDeleting={remove.isPending && remove.variables === row.id}
          />
        )}
        errorMessage={isError ? loadError : null}
        emptyText={q && texts.noMatch ? texts.noMatch : texts.empty}
        endText={texts.end}
        className="max-h-[70vh]"
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete && deleteTexts ? deleteTexts.confirmDelete(toDelete) : ''}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        isDestructive
        onConfirm={() => {
          if (toDelete) deleteRow(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
