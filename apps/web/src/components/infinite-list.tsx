import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { InlineAlert } from './inline-alert';
import { SkeletonLines } from './skeleton';
import { useLoadMoreNearBottom } from './use-load-more-near-bottom';

export interface InfiniteListProps<T> {
  /** Names the scrolling box for assistive technology. */
  label: string;
  /** The rows to show (already filtered). */
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Whether anything was loaded at all (to tell "nothing yet" from "nothing matches"). */
  hasLoadedItems: boolean;
  isPending: boolean;
  /** A load failed: its message (shown with a retry). */
  errorMessage?: string | null;
  onRetry?: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Shown when nothing was loaded. */
  emptyText: string;
  /** Shown when rows were loaded but none is shown (search or filters). */
  noMatchText?: string;
  /** Shown under the last row when there are no more pages. */
  endText: string;
  /** Classes of the scrolling box (its height). */
  className?: string;
}

/**
 * A scrolling box that loads its next page within 100 px of its bottom, with loading, empty,
 * no-match, error and end-of-list states. Keyboard users scroll it after focusing it (tab stop).
 */
export function InfiniteList<T>({
  label, items, getKey, renderItem, hasLoadedItems, isPending, errorMessage, onRetry,
  hasNextPage, isFetchingNextPage, fetchNextPage, emptyText, noMatchText, endText, className = 'max-h-[32rem]',
}: InfiniteListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  useLoadMoreNearBottom({
    canLoadMore: hasNextPage && !errorMessage && !isPending && !isFetchingNextPage,
    onLoadMore: fetchNextPage,
    container: ref,
    contentKey: items.length,
  });

  const retry = onRetry ? (
    <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry}>
      Reintentar
    </Button>
  ) : null;

  if (isPending) return <SkeletonLines lines={3} />;
  if (errorMessage && !hasLoadedItems) return <InlineAlert action={retry}>{errorMessage}</InlineAlert>;

  let footer: ReactNode = null;
  if (errorMessage) footer = <InlineAlert action={retry}>{errorMessage}</InlineAlert>;
  else if (isFetchingNextPage) footer = <p role="status" className="py-2 text-center text-sm text-slate-600">Cargando más...</p>;
  else if (!hasNextPage && hasLoadedItems) footer = <p className="py-2 text-center text-sm text-slate-600">{endText}</p>;

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      tabIndex={0}
      className={`overflow-y-auto overscroll-contain rounded-xl ${className}`}
    >
      {items.length === 0 ? (
        <p className="px-1 py-4 text-slate-700">{hasLoadedItems && noMatchText ? noMatchText : emptyText}</p>
      ) : (
        <ul className="space-y-3 p-1">
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {footer ? <div className="px-1 pb-1 pt-3">{footer}</div> : null}
    </div>
  );
}
