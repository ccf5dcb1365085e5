// What the kit's charts share: type size, axis colours, the short es-MX date under an axis.
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '@charla/domain/time';

export const FONT_SIZE = 12;
export const AXIS_COLOR = '#cbd5e1'; // slate-300
export const LABEL_COLOR = '#475569'; // slate-600
export const LINE_COLOR = '#0f766e'; // teal-700

export const tickLabel =
  (textAnchor: 'start' | 'middle' | 'end' = 'middle') =>
  () => ({
    fontSize: FONT_SIZE,
    fill: LABEL_COLOR,
    textAnchor,
  });

/** '3 nov' in the display zone, for an instant. */
export const shortDate = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

/** '3 nov' for a calendar day 'YYYY-MM-DD' (a week's Monday), whatever the zone. */
export function shortDay(key: string): string {
  return new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${key}T00:00:00Z`),
  );
}

/** '03/11/2026' for a calendar day 'YYYY-MM-DD' (es-MX). */
export function fullDay(key: string): string {
  const [year, month, day] = key.split('-');
  return `${day}/${month}/${year}`;
}

/** 137 → 150, 42 → 50, 8 → 10: a round top for the scale. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 2.5, 5, 10].map((n) => n * step);
  return steps.find((top) => top >= value) ?? 10 * step;
}
