// The look of a navigation link, shared by the wide navigation, its group menu and the phone's drawer.
import type { NavGroupEntry } from './navigation';

/** Link look shared by both navigations; `size` is 'sm' inline and 'base' in the drawer. */
export const navLinkClass = ({ isActive }: { isActive: boolean }, size: 'sm' | 'base' = 'sm') =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors ${size === 'sm' ? 'text-sm' : 'w-full text-base'} ${
    isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** A group looks active while the page is one of its items'. */
export const navGroupIsActive = (group: NavGroupEntry, pathname: string) =>
  group.items.some((item) => pathname.startsWith(item.to));
