// The caller's inbox (docs/decisions/024): GET /notifications pages of 10, newest first, like every
// other list; the bell's unread count, asked for every 30 s and when the window gets focus; marking
// one item or all of them read. Every change refreshes the list and the count through one key.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ItemResponse } from '@charla/domain/http';
import type { Notification, UnreadCount } from '@charla/domain/notifications';
import { useResourceList } from '@/components/resource-list/use-resource-list';
import { apiRequest, getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the bell asks for its number while the page is open (and on window focus). */
export const UNREAD_POLL_MS = 30_000;

export function useNotifications() {
  return useResourceList<Notification>('notifications');
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.unreadCount(),
    queryFn: ({ signal }) => getItem<z.infer<typeof UnreadCount>>('/notifications/unread_count', { signal }),
    select: (data) => data.unread,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

type NotificationPages = InfiniteData<Notification[], number>;

/** Marks loaded rows read at once (all, or the one `id`), so the inbox does not wait for the server. */
function markCachedRead(queryClient: QueryClient, id?: string) {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<NotificationPages>({ queryKey: queryKeys.notifications.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.map((row) =>
              (id === undefined || row.id === id) && !row.read_at ? { ...row, read_at: readAt } : row,
            ),
          ),
        }
      : data,
  );
}

export function markNotificationRead(id: string): Promise<ItemResponse<Notification>> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read: true } });
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('/notifications/read_all', { method: 'POST' });
}

/**
 * PATCH /notifications/{id} {read: true}: the item's link navigates at once, so this runs on after the
 * inbox has gone (hook-level callbacks belong to the mutation, not to the screen).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markCachedRead(queryClient, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** POST /notifications/read_all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markCachedRead(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
