// A section whose heading is a disclosure button (WAI-ARIA accordion pattern): Enter and Space toggle
// it, aria-expanded says its state. The panel is only hidden, never unmounted, so a recording in
// the homework form survives closing the task section.
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

interface CollapsibleSectionProps {
  title: string;
  /** The heading's level (2 on the page, 3 inside the editor's preview). */
  level: 2 | 3;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function CollapsibleSection({ title, level, icon, defaultOpen = true, children }: CollapsibleSectionProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const buttonId = useId();
  const panelId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={buttonId} className="min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Heading className="text-lg font-semibold text-slate-900">
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 sm:px-6"
        >
          {icon ? (
            <span aria-hidden="true" className="shrink-0 text-teal-700">
              {icon}
            </span>
          ) : null}
          <span className="min-w-0 flex-1 break-words">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!isOpen} className="px-5 pb-5 sm:px-6 sm:pb-6">
        {children}
      </div>
    </section>
  );
}
