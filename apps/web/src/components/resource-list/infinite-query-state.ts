import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/**
 * What <InfiniteList> needs from a TanStack infinite query of pages of rows, so every list reads
 * its query the same way: a retry asks again for what failed (the next page, or the list).
 */
export function infiniteListStateOf<T>(query: UseInfiniteQueryResult<InfiniteData<T[], unknown>>) {
  const items = query.data?.pages.flat() ?? [];
  return {
    items,
    hasLoadedItems: items.length > 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    onRetry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
