import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { paths } from '@/lib/paths';
import { navGroupIsActive, navLinkClass } from './nav-link-class';
import type { NavEntry, NavGroupEntry } from './navigation';

// Only the admin layout has a group, so its menu is a chunk of its own. React.lazy rather than lazyArea:
// tried, lazyArea swapped the placeholder for the menu in the middle of a press (the menu opened, then
// closed on the press's focus) in one test run out of two; Suspense's 300 ms hold before the reveal
// keeps that swap away from the first clicks.
const NavGroupMenu = lazy(() => import('./nav-group-menu'));

/** The group's trigger as it looks closed, while its menu's code arrives (a few ms, once). */
function NavGroupPlaceholder({ group, onUse }: { group: NavGroupEntry; onUse: (use: Partial<EarlyUse>) => void }) {
  const { pathname } = useLocation();
  const isActive = navGroupIsActive(group, pathname);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      // On press, as Radix's trigger opens: the focus that follows may reveal the menu, and the click
      // would then land on this button after it is gone.
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && onUse({ open: true })}
      onClick={() => onUse({ open: true })}
      onFocus={() => onUse({ focused: true })}
      onBlur={() => onUse({ focused: false })}
      className={`${navLinkClass({ isActive })} gap-1`}
    >
      {group.label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}

/** What was done to the placeholder before the menu's code arrived. */
interface EarlyUse {
  open: boolean;
  focused: boolean;
}

/** A group's menu. Focus or a click that came before its code carries over: the trigger takes the focus, the menu opens. */
function NavGroup({ group }: { group: NavGroupEntry }) {
  const [early, setEarly] = useState<EarlyUse>({ open: false, focused: false });
  const placeholder = (
    <NavGroupPlaceholder group={group} onUse={(use) => setEarly((current) => ({ ...current, ...use }))} />
  );
  return (
    <Suspense fallback={placeholder}>
      <NavGroupMenu group={group} defaultOpen={early.open} focusTrigger={early.focused} />
    </Suspense>
  );
}

/** Inline navigation for wide screens. */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  return (
    <nav aria-label="Navegación principal" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              <NavLink to={entry.to} end={entry.to === paths.home} className={(state) => navLinkClass(state)}>
                {entry.label}
              </NavLink>
            ) : (
              <NavGroup group={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
