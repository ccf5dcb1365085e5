// The practices to link from (spec part 2 §2 lesson form "with search"): searched by title on the
// server after a pause, ten at a time; a practice already linked offers 'Desenlazar' instead.
import { useState } from 'react';
import { Link2, Unlink } from 'lucide-react';
import type { Practice } from '@charla/domain/practices';
import { Button } from '@/components/button';
import { InfiniteList } from '@/components/infinite-list';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { SEARCH_DEBOUNCE_MS } from '@/components/resource-list/resource-list';
import { useDebouncedValue } from '@/components/resource-list/use-debounced-value';
import { LIST_CONNECTION_ERROR } from '@/components/resource-list/use-resource-list';
import { SearchInput } from '@/components/search-input';
import { ApiError } from '@/lib/api-client';
import { usePracticeSearch } from '../api/search-practices';
import { PRACTICE_LINK_TEXTS as T } from './texts';

interface PracticeSearchProps {
  isLinked: (id: string) => boolean;
  canLinkMore: boolean;
  onLink: (practice: Practice) => void;
  onUnlink: (id: string) => void;
}

export function PracticeSearch({ isLinked, canLinkMore, onLink, onUnlink }: PracticeSearchProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { items, isError, error, ...state } = infiniteListStateOf(usePracticeSearch(q));
  const loadError = error instanceof ApiError && error.status === 0 ? LIST_CONNECTION_ERROR : T.loadError;
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{T.searchTitle}</h3>
      <SearchInput label={T.search} placeholder={T.searchPlaceholder} value={search} onChange={setSearch} />
      <InfiniteList
        {...state}
        label={T.searchLabel}
        items={items}
        getKey={(practice) => practice.id}
        renderItem={(practice) => {
          const linked = isLinked(practice.id);
          return (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium break-words text-slate-900">{practice.title}</p>
                <p className="line-clamp-2 text-sm text-slate-600">{practice.instructions}</p>
              </div>
              {linked ? (
                <Button
                  variant="secondary"
                  className="min-h-10 shrink-0 px-3"
                  aria-label={`${T.unlink} ${practice.title}`}
                  onClick={() => onUnlink(practice.id)}
                >
                  <Unlink aria-hidden="true" className="size-4" />
                  {T.unlink}
                </Button>
              ) : (
                <Button
                  className="min-h-10 shrink-0 px-3"
                  aria-label={`${T.link} ${practice.title}`}
                  disabled={!canLinkMore}
                  onClick={() => onLink(practice)}
                >
                  <Link2 aria-hidden="true" className="size-4" />
                  {T.link}
                </Button>
              )}
            </div>
          );
        }}
        errorMessage={isError ? loadError : null}
        emptyText={q ? T.noMatch : T.empty}
        endText={T.end}
        className="max-h-[24rem]"
      />
    </div>
  );
}
