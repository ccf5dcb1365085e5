import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A titled card that is its own landmark-free section, labelled by its heading. */
export function SectionCard({ title, icon, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon ? (
          <span aria-hidden="true" className="text-teal-700">
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
