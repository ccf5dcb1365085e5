// "How many sessions do I have left this month?" (issue 48): per session type and in total, what the
// plan allows this month, what is used and what is left, as GET /session_usage counts them (the booking
// check's own rule). On the booking screen and in the profile's plan; nothing without a plan.
import { useId } from 'react';
import { SESSION_TYPE_LABELS, type QuotaCount, type SessionUsage } from '@charla/domain/booking';
import { useSessionUsage } from '@/lib/session-usage';

export const USAGE_TEXTS = {
  title: (month: string) => `Tus sesiones de ${month}`,
  type: 'Tipo',
  used: 'Usadas',
  remaining: 'Te quedan',
  total: 'Total',
  usedOf: (count: QuotaCount) => `${count.used} de ${count.limit}`,
  loading: 'Cargando tus sesiones del mes...',
  error: 'No se pudo cargar cuántas sesiones te quedan este mes.',
} as const;

/** 'noviembre' for '2026-11'. */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, index! - 1, 15)),
  );
}

function UsageTable({ data, headingId }: { data: SessionUsage; headingId: string }) {
  const rows = [
    ...data.usage!.types.map((entry) => ({ key: entry.type, label: SESSION_TYPE_LABELS[entry.type], count: entry })),
    { key: 'total', label: USAGE_TEXTS.total, count: data.usage!.total },
  ];
  return (
    <table aria-labelledby={headingId} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {USAGE_TEXTS.type}
          </th>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {USAGE_TEXTS.used}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            {USAGE_TEXTS.remaining}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, count }) => (
          <tr key={key} className={key === 'total' ? 'font-semibold text-slate-900' : 'text-slate-900'}>
            <th scope="row" className={key === 'total' ? 'py-1.5 pr-3' : 'py-1.5 pr-3 font-medium'}>
              {label}
            </th>
            <td className="py-1.5 pr-3">{USAGE_TEXTS.usedOf(count)}</td>
            <td className={count.remaining === 0 ? 'py-1.5 text-amber-800' : 'py-1.5 text-teal-800'}>
              {count.remaining}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface MonthUsageProps {
  /** The heading's level where it sits: 2 on the booking screen, 3 inside the profile's plan card. */
  level?: 2 | 3;
  className?: string;
}

export function MonthUsage({ level = 2, className = '' }: MonthUsageProps) {
  const headingId = useId();
  const query = useSessionUsage();
  const Heading = level === 2 ? 'h2' : 'h3';
  if (query.isPending) {
    return (
      <p role="status" className={`text-sm text-slate-600 ${className}`.trim()}>
        {USAGE_TEXTS.loading}
      </p>
    );
  }
  if (query.isError) return <p className={`text-sm text-slate-700 ${className}`.trim()}>{USAGE_TEXTS.error}</p>;
  if (!query.data.usage) return null;
  return (
    <section aria-labelledby={headingId} className={`rounded-xl bg-slate-50 px-4 py-3 ${className}`.trim()}>
      <Heading id={headingId} className="mb-1 text-base font-semibold text-slate-900">
        {USAGE_TEXTS.title(monthName(query.data.month))}
      </Heading>
      <UsageTable data={query.data} headingId={headingId} />
    </section>
  );
}
