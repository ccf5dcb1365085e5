// (a) Sessions per week by outcome (issue 51): a stacked bar per week of the range, a part per outcome,
// with the table and its CSV. Weeks with no session are drawn as empty, so the axis is the whole range.
import { useId, useState } from 'react';
import { SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '@charla/domain/booking';
import { weeksOf, type InsightsQuery, type SessionsByWeekRow } from '@charla/domain/insights';
import { SESSION_OUTCOME_LABELS, SESSION_OUTCOMES, type SessionOutcome } from '@charla/domain/sessions';
import { StackedBarChart, type BarSeries } from '@/components/charts/stacked-bar-chart';
import { fullDay, shortDay } from '@/components/charts/chart-style';
import { controlClass } from '@/components/form/field-shell';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonLines } from '@/components/skeleton';
import { INSIGHTS_ERROR, useSessionsByWeek } from '../api/insights-api';
import { INSIGHTS_TEXTS as T } from './texts';

const OUTCOME_COLORS: Record<SessionOutcome, string> = {
  attended: '#0f766e', // teal-700
  no_show: '#c2410c', // orange-700
  cancelled: '#be123c', // rose-700
  unmarked: '#64748b', // slate-500
  upcoming: '#0369a1', // sky-700
};

/** The chart's bars: per week of the range, the count of each outcome (all session types together). */
export function sessionsChartData(rows: readonly SessionsByWeekRow[], from: string, to: string) {
  const weeks = weeksOf(from, to);
  const index = new Map(weeks.map((week, i) => [week, i]));
  const series: BarSeries[] = SESSION_OUTCOMES.map((outcome) => ({
    key: outcome,
    label: SESSION_OUTCOME_LABELS[outcome],
    color: OUTCOME_COLORS[outcome],
    values: weeks.map(() => 0),
  }));
  for (const row of rows) {
    const i = index.get(row.week_start);
    const part = series[SESSION_OUTCOMES.indexOf(row.outcome)];
    if (i === undefined || !part) continue;
    (part.values as number[])[i]! += row.count;
  }
  return { categories: weeks.map((week) => ({ short: shortDay(week), full: fullDay(week) })), series };
}

/** 'Tipo': both session types together, or one (the answer has them apart; no new request). */
function TypeSelect({ value, onChange }: { value: SessionType | ''; onChange: (value: SessionType | '') => void }) {
  const id = useId();
  return (
    <div className="max-w-xs space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {T.type}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SessionType | '')}
        className={controlClass(false)}
      >
        <option value="">{T.allTypes}</option>
        {SESSION_TYPES.map((type) => (
          <option key={type} value={type}>
            {SESSION_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SessionsByWeekSection({ query }: { query: InsightsQuery }) {
  const [type, setType] = useState<SessionType | ''>('');
  const result = useSessionsByWeek(query);
  if (result.isPending) return <SkeletonLines lines={6} />;
  if (result.isError) return <InlineAlert>{INSIGHTS_ERROR}</InlineAlert>;
  if (!result.data.some((row) => row.count > 0)) return <p className="text-slate-700">{T.sessionsEmpty}</p>;
  const rows = type ? result.data.filter((row) => row.type === type) : result.data;
  const { categories, series } = sessionsChartData(rows, query.from, query.to);
  return (
    <div className="space-y-4">
      <TypeSelect value={type} onChange={setType} />
      <StackedBarChart
        title={T.sessionsChart}
        categoryLabel={T.week}
        categories={categories}
        series={series}
        totalLabel={T.total}
        csvFileName={`sesiones-por-semana-${type ? `${type}-` : ''}${query.from}-a-${query.to}.csv`}
      />
    </div>
  );
}
