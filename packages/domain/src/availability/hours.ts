// Schedule times: 24-hour HH:MM in forms, decimal hours in data (9.5 = 9:30, 19.25 = 19:15).

export const TIME_FORMAT_MESSAGE = 'Por favor ingresa un formato de hora válido (ej: 19:15)';

const HOUR_MINUTE = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** '19:15' → 19.25; anything that is not a 24-hour HH:MM → null. */
export function parseHourMinute(text: string): number | null {
  const match = HOUR_MINUTE.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) + Number(match[2]) / 60;
}

/** Minutes since midnight of a decimal hour, rounded to the minute (19.25 → 1155). */
export function decimalToMinutes(hours: number): number {
  return Math.round(hours * 60);
}

export function minutesToDecimal(minutes: number): number {
  return minutes / 60;
}

/** 19.25 → '19:15'; 9.5 → '09:30'. */
export function formatHourMinute(hours: number): string {
  const minutes = decimalToMinutes(hours);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 19.25 → '7:15 p.m.' (12-hour clock, as the rest of the product shows times). */
export function formatHour12(hours: number): string {
  const minutes = decimalToMinutes(hours);
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const suffix = h24 < 12 ? 'a.m.' : 'p.m.';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}
