export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES_ES: Record<Weekday, string> = {
  MONDAY: 'Lunes',
  TUESDAY: 'Martes',
  WEDNESDAY: 'Miércoles',
  THURSDAY: 'Jueves',
  FRIDAY: 'Viernes',
  SATURDAY: 'Sábado',
  SUNDAY: 'Domingo',
};

/** Spec part 2 §2: the tutor list shows the weekday abbreviations Lun..Dom. */
export const WEEKDAY_ABBREVIATIONS_ES: Record<Weekday, string> = {
  MONDAY: 'Lun',
  TUESDAY: 'Mar',
  WEDNESDAY: 'Mié',
  THURSDAY: 'Jue',
  FRIDAY: 'Vie',
  SATURDAY: 'Sáb',
  SUNDAY: 'Dom',
};

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** 'MONDAY, FRIDAY' → 'lunes y viernes' (used in messages). */
export function listWeekdaysEs(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((day) => days.includes(day)).map((day) => WEEKDAY_NAMES_ES[day].toLowerCase());
  if (sorted.length <= 1) return sorted.join('');
  return `${sorted.slice(0, -1).join(', ')} y ${sorted[sorted.length - 1]}`;
}
