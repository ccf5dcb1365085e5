// An admin's group in the wide navigation ('Creación de contenido'): a Radix dropdown menu. Only the admin
// layout has a group, so this module and the menu's code (Radix menu, floating-ui) are a chunk of their
// own that other roles never load (decision 025).
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { navGroupIsActive, navLinkClass } from './nav-link-class';
import type { NavGroupEntry } from './navigation';

interface NavGroupMenuProps {
  group: NavGroupEntry;
  /** Open at once: the placeholder was clicked before this code arrived. */
  defaultOpen: boolean;
  /** The placeholder had the focus, so the trigger that replaces it takes it. */
  focusTrigger: boolean;
}

export default function NavGroupMenu({ group, defaultOpen, focusTrigger }: NavGroupMenuProps) {
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only on arrival
  const isActive = navGroupIsActive(group, pathname);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={`${navLinkClass({ isActive })} gap-1 data-[state=open]:bg-slate-100`}
      >
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
