import { Fragment, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { InlineAlert } from './inline-alert';
import { SkeletonLines } from './skeleton';
import { useLoadMoreNearBottom } from './use-load-more-near-bottom';

export interface InfiniteListProps<T> {
  /** Names the scrolling box (or, when the page scrolls, the list) for assistive technology. */
  label: string;
  /** The rows to show (already filtered). */
  items: T[];
  getKey: (item: T) => string;
  /** A row's content, put in an <li>; with `rowsAreListItems` the caller renders the <li> itself. */
  renderItem: (item: T) => ReactNode;
  rowsAreListItems?: boolean;
  /** Whether anything was loaded at all (to tell "nothing yet" from "nothing matches"). */
  hasLoadedItems: boolean;
  isPending: boolean;
  /** A load failed: what to say (shown with a retry). */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Shown when nothing was loaded. */
  emptyText: ReactNode;
  /** Shown when rows were loaded but none is shown (search or filters). */
  noMatchText?: ReactNode;
  /** Shown under the last row when there are no more pages. */
  endText: string;
  /** 'box' (default): the list scrolls in its own box; 'page': the window scrolls. */
  scroll?: 'box' | 'page';
  /** Classes of the scrolling box (its height). */
  className?: string;
}

/**
 * The one implementation of a paged list's states (spec part 1 §9, part 2 §2): loading, empty,
 * no-match, error with retry (first page or a later one, keeping the rows), loading more, end of
 * list. The next page loads within 100 px of the bottom of its box, or of the page. Keyboard users
 * scroll a box after focusing it (tab stop).
 */
export function InfiniteList<T>({
  label,
  items,
  getKey,
  renderItem,
  rowsAreListItems = false,
  hasLoadedItems,
  isPending,
  errorMessage,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  emptyText,
  noMatchText,
  endText,
  scroll = 'box',
  className = 'max-h-[32rem]',
}: InfiniteListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const isBox = scroll === 'box';
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  useLoadMoreNearBottom({
    canLoadMore: hasNextPage && !hasError && !isPending && !isFetchingNextPage,
    onLoadMore: fetchNextPage,
    container: isBox ? ref : undefined,
    contentKey: items.length,
  });

  const retry = onRetry ? (
    <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry}>
      Reintentar
    </Button>
  ) : null;

  if (isPending) return <SkeletonLines lines={3} />;
  if (hasError && !hasLoadedItems) return <InlineAlert action={retry}>{errorMessage}</InlineAlert>;

  let footer: ReactNode = null;
  if (hasError) footer = <InlineAlert action={retry}>{errorMessage}</InlineAlert>;
  else if (isFetchingNextPage)
    footer = (
      <p role="status" className="py-2 text-center text-sm text-slate-600">
        Cargando más...
      </p>
    );
  else if (!hasNextPage && hasLoadedItems)
    footer = <p className="py-2 text-center text-sm text-slate-600">{endText}</p>;

  const rows =
    items.length === 0 ? (
      <div className="px-1 py-4 text-slate-700">{hasLoadedItems && noMatchText ? noMatchText : emptyText}</div>
    ) : (
      <ul aria-label={isBox ? undefined : label} className="space-y-3 p-1">
        {items.map((item) =>
          rowsAreListItems ? (
            <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
          ) : (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ),
        )}
      </ul>
    );
  const end = footer ? <div className="px-1 pb-1 pt-3">{footer}</div> : null;

  if (!isBox) {
    return (
      <div>
        {rows}
        {end}
      </div>
    );
  }
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      tabIndex={0}
      className={`overflow-y-auto overscroll-contain rounded-xl ${className}`}
    >
      {rows}
      {end}
    </div>
  );
}
