import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, X } from 'lucide-react';
import { paths } from '@/lib/paths';
import { navLinkClass } from './nav-link-class';
import { LOGOUT_LABEL, type NavEntry, type NavLinkEntry } from './navigation';

interface MobileNavProps {
  entries: NavEntry[];
  onLogout: () => void;
}

/** A menu button that opens the navigation as a drawer on small screens (focus trapped, Esc closes). */
export function MobileNav({ entries, onLogout }: MobileNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const groupId = useId();
  const close = () => setIsOpen(false);
  const renderLink = (item: NavLinkEntry) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.to === paths.home}
        onClick={close}
        className={(state) => navLinkClass(state, 'base')}
      >
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Abrir menú</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menú</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Cerrar menú</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Menú principal">
            <ul className="space-y-1">
              {entries.map((entry) =>
                entry.kind === 'link' ? (
                  renderLink(entry)
                ) : (
                  <li key={entry.label} className="pt-3">
                    <p id={groupId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                      {entry.label}
                    </p>
                    <ul aria-labelledby={groupId} className="space-y-1">
                      {entry.items.map(renderLink)}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <button
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
            className="mt-auto inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-base font-medium text-slate-800 hover:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="size-5" />
            {LOGOUT_LABEL}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
