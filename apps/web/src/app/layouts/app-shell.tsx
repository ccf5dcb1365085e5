import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { LogOut, MessagesSquare } from 'lucide-react';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { navigationFor } from '@/lib/access';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import { DesktopNav } from './desktop-nav';
import { FirstReads } from './first-reads';
import { MobileNav } from './mobile-nav';
import { LOGOUT_LABEL, navigationEntries } from './navigation';
import { SkipLink } from './skip-link';

/**
 * The signed-in frame: skip link, header with the navigation of the user's role
 * (admin > content > tutor > student, only the links the role can use), the bell of the inbox, and the page in <main>. Renders `children` or the
 * matched child route.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const session = useSession();
  const logout = useLogout();
  const offer = session ? navigationFor(session.claims) : null;
  const entries = offer ? navigationEntries(offer.layout, offer.areas) : [];

  return (
    <div className="flex min-h-dvh flex-col">
      {/* First, so the page's first read leaves before anything else the shell asks for. */}
      <FirstReads areas={offer?.areas ?? []} />
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.home} className="flex items-center gap-2 rounded-lg text-xl font-bold text-teal-800">
            <MessagesSquare aria-hidden="true" className="size-7" />
            Charla
          </Link>
          {session ? (
            <div className="flex items-center gap-2">
              <DesktopNav entries={entries} />
              {/* Every role's inbox, on phones too (docs/decisions/024). */}
              <NotificationBell />
              <button
                type="button"
                onClick={logout}
                className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:inline-flex"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {LOGOUT_LABEL}
              </button>
              <MobileNav entries={entries} onLogout={logout} />
            </div>
          ) : null}
        </div>
      </header>
      {/* At least the viewport below the header: the footer starts under the fold, so a page whose content
          arrives after its loading state does not push a visible footer down (a layout shift). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {children ?? <Outlet />}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600 sm:px-6">
          Charla · Aprende inglés y francés con tutores
        </p>
      </footer>
    </div>
  );
}
