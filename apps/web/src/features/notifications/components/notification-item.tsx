import { Link } from 'react-router';
import type { Notification } from '@charla/domain/notifications';
import { formatDateTime } from '@charla/domain/time';
import { paths } from '@/lib/paths';
import { INBOX_TEXTS as T } from './texts';

/** An item's own screen: an app path from the server; anything else (another site, '//host') opens Home. */
export function notificationTarget(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : paths.home;
}

interface NotificationItemProps {
  notification: Notification;
  /** Called as the link is followed (marks an unread item read). */
  onOpen: (notification: Notification) => void;
}

/** One row of the inbox: the whole row is the link; unread rows are tinted and say 'Sin leer'. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const isUnread = notification.read_at === null;
  return (
    <Link
      to={notificationTarget(notification.link)}
      onClick={() => onOpen(notification)}
      className={`block rounded-xl border p-4 transition-colors hover:border-teal-600 ${
        isUnread ? 'border-teal-200 bg-teal-50' : 'border-slate-200 bg-white'
      }`}
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className={`text-base text-slate-900 ${isUnread ? 'font-bold' : 'font-medium'}`}>
          {notification.title}
        </span>
        {isUnread ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-teal-800 px-2.5 py-0.5 text-xs font-semibold text-white">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
            {T.unread}
          </span>
        ) : null}
      </span>
      <span className="mt-1 block whitespace-pre-line text-sm text-slate-800 [overflow-wrap:anywhere]">
        {notification.body}
      </span>
      <span className="mt-2 block text-xs text-slate-600">{formatDateTime(notification.created_at)}</span>
    </Link>
  );
}
