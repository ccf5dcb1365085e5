import { NavLink, Link, useLocation } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { paths } from '@/lib/paths';
import type { NavEntry, NavGroupEntry } from './navigation';

/** Link look shared by both navigations; `size` is 'sm' inline and 'base' in the drawer. */
export const navLinkClass = ({ isActive }: { isActive: boolean }, size: 'sm' | 'base' = 'sm') =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors ${size === 'sm' ? 'text-sm' : 'w-full text-base'} ${
    isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function NavGroupMenu({ group }: { group: NavGroupEntry }) {
  const { pathname } = useLocation();
  const isActive = group.items.some((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${navLinkClass({ isActive })} gap-1 data-[state=open]:bg-slate-100`}>
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="flex min-h-10 items-center rounded-lg px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
              <NavGroupMenu group={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
