import { Link } from 'react-router';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { formatDateTime } from '@charla/domain/time';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';
import type { Sed } from '../api/sed';
import { SedStatusBadge } from './sed-status-badge';

export function wordCountText(words: number): string {
  return words === 1 ? '1 palabra' : `${words} palabras`;
}

/**
 * One row of 'Registro de SEDs': creation date and word count (or its processing state); opens the
 * detail. Someone who is not the SED's owner (an admin, a tutor) also reads whose SED it is.
 */
export function SedListItem({ sed }: { sed: Sed }) {
  const session = useSession();
  const isReady = sed.status === 'listo';
  const isOthers = Boolean(session) && session?.claims.id !== sed.user_id;
  return (
    <li>
      <Link
        to={paths.seds.detail(sed.id)}
        className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-teal-400 hover:bg-teal-50/40"
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
        <span className="min-w-0 flex-1">
          {isOthers && sed.user_name ? (
            <span className="block truncate text-sm font-medium text-teal-800">{sed.user_name}</span>
          ) : null}
          <span className="block font-semibold text-slate-900">{formatDateTime(sed.created_at)}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {isReady ? wordCountText(sed.total_words ?? 0) : <SedStatusBadge status={sed.status} />}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400 group-hover:text-teal-700" />
      </Link>
    </li>
  );
}
