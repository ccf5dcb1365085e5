// The header's bell (docs/decisions/024): a link to the inbox, named with the unread count for
// screen readers ('Avisos, 3 sin leer'); the number shows on the bell, capped at '99+', and not at 0.
import { NavLink } from 'react-router';
import { Bell } from 'lucide-react';
import { paths } from '@/lib/paths';
import { useUnreadCount } from '../api/notifications';

export const BELL_LABEL = 'Avisos';

/** 'Avisos' or 'Avisos, 3 sin leer'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${BELL_LABEL}, ${unread} sin leer` : BELL_LABEL;
}

/** What the badge shows: nothing at 0, the number, or '99+'. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

export function NotificationBell() {
  // A failed count (offline, server error) leaves the bell without a number; the inbox says why.
  const unread = useUnreadCount().data ?? 0;
  const badge = badgeText(unread);
  return (
    <NavLink
      to={paths.notifications}
      aria-label={bellLabel(unread)}
      className={({ isActive }) =>
        `relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors ${
          isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
        }`
      }
    >
      <Bell aria-hidden="true" className="size-6" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}
