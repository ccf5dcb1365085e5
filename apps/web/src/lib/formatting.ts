// Display helpers built on the domain's formats (DESIGN §11); no date or hour rule lives here.
import { formatHour12, type TimeSlot } from '@charla/domain/availability';

/** A slot in decimal hours as '8:00 a.m. – 12:00 p.m.'. */
export function formatSlotRange(slot: TimeSlot): string {
  return `${formatHour12(slot.start_time)} – ${formatHour12(slot.end_time)}`;
}

/** Days of the month as 'Días 15 y 16' / 'Día 3'. */
export function formatMonthDays(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b).map(String);
  if (sorted.length === 1) return `Día ${sorted[0]}`;
  return `Días ${sorted.slice(0, -1).join(', ')} y ${sorted[sorted.length - 1]}`;
}
