// (b) Each tutor's use over the range (issue 51): the weekly rows summed per tutor, and their order.
import type { TutorUseRow } from '@charla/domain/insights';

export interface TutorUseTotal {
  tutor_id: string;
  tutor_name: string;
  available_hours: number;
  booked_hours: number;
  cancelled: number;
  no_show: number;
  /** Booked over available (0 without open hours); what the small bar draws. */
  use: number;
  /** Hours booked per week, oldest first. */
  weeks: { week_start: string; booked_hours: number }[];
}

export type TutorUseColumn = 'tutor_name' | 'use' | 'booked_hours' | 'available_hours' | 'cancelled' | 'no_show';
export interface TutorUseSort {
  column: TutorUseColumn;
  direction: 'ascending' | 'descending';
}

/** Hours to one decimal (sums of half hours stay exact). */
export const roundHours = (hours: number) => Math.round(hours * 10) / 10;

export function tutorUseTotals(rows: readonly TutorUseRow[]): TutorUseTotal[] {
  const byTutor = new Map<string, TutorUseTotal>();
  for (const row of rows) {
    const total = byTutor.get(row.tutor_id) ?? {
      tutor_id: row.tutor_id,
      tutor_name: row.tutor_name,
      available_hours: 0,
      booked_hours: 0,
      cancelled: 0,
      no_show: 0,
      use: 0,
      weeks: [],
    };
    total.available_hours += row.available_hours;
    total.booked_hours += row.booked_hours;
    total.cancelled += row.cancelled;
    total.no_show += row.no_show;
    total.weeks.push({ week_start: row.week_start, booked_hours: row.booked_hours });
    byTutor.set(row.tutor_id, total);
  }
  return [...byTutor.values()].map((total) => ({
    ...total,
    available_hours: roundHours(total.available_hours),
    booked_hours: roundHours(total.booked_hours),
    use: total.available_hours > 0 ? total.booked_hours / total.available_hours : 0,
    weeks: total.weeks.sort((a, b) => a.week_start.localeCompare(b.week_start)),
  }));
}

export function sortTutorUse(totals: readonly TutorUseTotal[], sort: TutorUseSort): TutorUseTotal[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...totals].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'es') : x - Number(y);
    return sign * order || a.tutor_name.localeCompare(b.tutor_name, 'es');
  });
}
