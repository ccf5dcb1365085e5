// /avisos, the inbox of every role (docs/decisions/024): newest first in pages of 10 loaded as the
// page nears its end, unread items marked, each a link to its screen that also marks it read, and
// 'Marcar todas como leídas'.
import toast from 'react-hot-toast';
import { CheckCheck } from 'lucide-react';
import type { Notification } from '@charla/domain/notifications';
import { Button } from '@/components/button';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { ApiError } from '@/lib/api-client';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { NotificationItem } from './notification-item';
import { INBOX_TEXTS as T } from './texts';

function loadErrorOf(error: Error | null) {
  return error instanceof ApiError && error.status === 0 ? T.connectionError : T.loadError;
}

export function NotificationsPage() {
  const { items, isError, error, ...state } = infiniteListStateOf(useNotifications());
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const hasUnread = unread > 0 || items.some((item) => item.read_at === null);

  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
  };
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(T.allRead),
      onError: (failure) =>
        toast.error(
          <span>
            <strong className="block font-semibold">{T.markAllError}</strong>
            {failure instanceof ApiError && failure.message !== T.markAllError ? failure.message : null}
          </span>,
        ),
    });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title={T.title} description={T.description} />
        <Button
          variant="secondary"
          className="mb-6 sm:mt-1"
          disabled={!hasUnread || markAll.isPending}
          onClick={readAll}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {markAll.isPending ? T.markingAll : T.markAll}
        </Button>
      </div>
      <InfiniteList
        label={T.listLabel}
        scroll="page"
        items={items}
        getKey={(notification) => notification.id}
        renderItem={(notification) => <NotificationItem notification={notification} onOpen={open} />}
        errorMessage={isError ? loadErrorOf(error) : null}
        emptyText={
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            <p className="font-medium text-slate-900">{T.empty}</p>
            <p className="mt-1 text-sm">{T.emptyHint}</p>
          </div>
        }
        endText={T.end}
        {...state}
      />
    </>
  );
}
