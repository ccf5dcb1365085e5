// (b) Each tutor's use (issue 51): per tutor, summed over the range, hours booked over hours open as a
// small bar, cancellations and no-shows; sortable by any column, with a sparkline of the weeks and a CSV.
import { useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import type { InsightsQuery } from '@charla/domain/insights';
import { Button } from '@/components/button';
import { CHART_TEXTS } from '@/components/charts/chart-figure';
import { fullDay } from '@/components/charts/chart-style';
import { downloadCsv, toCsv } from '@/components/charts/csv';
import { Sparkline } from '@/components/charts/sparkline';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonLines } from '@/components/skeleton';
import { INSIGHTS_ERROR, useTutorUse } from '../api/insights-api';
import { INSIGHTS_TEXTS as T } from './texts';
import { sortTutorUse, tutorUseTotals, type TutorUseColumn, type TutorUseSort, type TutorUseTotal } from './tutor-use';

const COLUMNS: { column: TutorUseColumn; label: string; numeric: boolean }[] = [
  { column: 'tutor_name', label: T.tutorName, numeric: false },
  { column: 'use', label: T.use, numeric: false },
  { column: 'booked_hours', label: T.booked, numeric: true },
  { column: 'available_hours', label: T.available, numeric: true },
  { column: 'cancelled', label: T.cancelled, numeric: true },
  { column: 'no_show', label: T.noShow, numeric: true },
];

const percent = (use: number) => `${Math.round(use * 100)} %`;

/** The CSV: one row per tutor, as the table shows them. */
export function tutorUseCsv(totals: readonly TutorUseTotal[]): string {
  return toCsv(
    [T.tutorName, T.booked, T.available, `${T.use} (%)`, T.cancelled, T.noShow],
    totals.map((t) => [
      t.tutor_name,
      t.booked_hours,
      t.available_hours,
      Math.round(t.use * 100),
      t.cancelled,
      t.no_show,
    ]),
  );
}

function UseBar({ total }: { total: TutorUseTotal }) {
  return (
    <div className="min-w-32">
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${Math.min(100, total.use * 100)}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-700">
        {T.hours(String(total.booked_hours), String(total.available_hours))} · {percent(total.use)}
      </p>
    </div>
  );
}

function SortHeader({
  column,
  label,
  numeric,
  sort,
  onSort,
}: (typeof COLUMNS)[number] & {
  sort: TutorUseSort;
  onSort: (sort: TutorUseSort) => void;
}) {
  const isSorted = sort.column === column;
  const Icon = !isSorted ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  const next = isSorted && sort.direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={isSorted ? sort.direction : undefined} className={numeric ? 'text-right' : 'text-left'}>
      <button
        type="button"
        onClick={() => onSort({ column, direction: isSorted ? next : numeric ? 'descending' : 'ascending' })}
        className="inline-flex min-h-11 items-center gap-1 px-2 font-medium text-slate-800 hover:text-teal-800"
      >
        {label}
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </th>
  );
}

export function TutorUseSection({ query }: { query: InsightsQuery }) {
  const [sort, setSort] = useState<TutorUseSort>({ column: 'use', direction: 'descending' });
  const result = useTutorUse(query);
  if (result.isPending) return <SkeletonLines lines={4} />;
  if (result.isError) return <InlineAlert>{INSIGHTS_ERROR}</InlineAlert>;
  const totals = sortTutorUse(tutorUseTotals(result.data), sort);
  if (totals.length === 0) return <p className="text-slate-700">{T.tutorsEmpty}</p>;
  return (
    <div className="space-y-3">
      <div className="max-w-full overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{T.tutorsCaption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              {COLUMNS.map((column) => (
                <SortHeader key={column.column} {...column} sort={sort} onSort={setSort} />
              ))}
              <th scope="col" className="px-2 text-left font-medium text-slate-800">
                {T.weekly}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={total.tutor_id} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-2 text-left font-medium text-slate-900">
                  {total.tutor_name}
                </th>
                <td className="px-2 py-2">
                  <UseBar total={total} />
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{total.booked_hours}</td>
                <td className="px-2 py-2 text-right tabular-nums">{total.available_hours}</td>
                <td className="px-2 py-2 text-right tabular-nums">{total.cancelled}</td>
                <td className="px-2 py-2 text-right tabular-nums">{total.no_show}</td>
                <td className="px-2 py-2">
                  <Sparkline
                    label={T.bookedPerWeek(total.tutor_name)}
                    points={total.weeks.map((week) => ({ label: fullDay(week.week_start), value: week.booked_hours }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="secondary"
        onClick={() => downloadCsv(`uso-de-tutores-${query.from}-a-${query.to}.csv`, tutorUseCsv(totals))}
      >
        <Download aria-hidden="true" className="size-4" />
        {CHART_TEXTS.downloadCsv}
      </Button>
    </div>
  );
}
