import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';

interface HomeCardProps {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

/** A whole-card link (the title is the link text); a compact row on phones, a tile from sm up. */
export function HomeCard({ title, description, to, icon }: HomeCardProps) {
  return (
    <li className="group relative flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition focus-within:border-teal-400 hover:border-teal-300 hover:shadow-md sm:flex-col sm:items-start sm:p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            to={to}
            className="rounded outline-offset-4 after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-teal-700 transition group-hover:translate-x-1 sm:hidden"
      />
    </li>
  );
}
