// The caller's notice preferences and private calendar feed (docs/decisions/024):
// GET/PUT /notification_settings (email per kind; in-app is always on) and POST/DELETE /calendar_feed
// (the URL is answered once, by the POST that creates or rotates it).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse } from '@charla/domain/http';
import type { NotificationKind, NotificationSettings } from '@charla/domain/notifications';
import { apiRequest, getItem } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const SETTINGS_PATH = '/notification_settings';

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notification_settings.all,
    queryFn: ({ signal }) => getItem<NotificationSettings>(SETTINGS_PATH, { signal }),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export async function saveEmailOff(emailOff: NotificationKind[]): Promise<NotificationSettings> {
  const response = await apiRequest<ItemResponse<NotificationSettings>>(SETTINGS_PATH, {
    method: 'PUT',
    body: { email_off: emailOff },
  });
  return response.data;
}

export function useSaveEmailOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailOff,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notification_settings.all, settings),
  });
}

/** The feed's address as the server gave it; a path is made absolute, since calendar apps need a full URL. */
export function absoluteFeedUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

export async function createCalendarFeed(): Promise<string> {
  const response = await apiRequest<ItemResponse<{ url: string }>>('/calendar_feed', { method: 'POST' });
  return absoluteFeedUrl(response.data.url);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notification_settings.all }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/calendar_feed', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notification_settings.all }),
  });
}
