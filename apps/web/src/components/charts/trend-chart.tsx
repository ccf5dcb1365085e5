// A small line chart of one measure over time (issue 49: a student's readings), drawn as SVG: points
// by date, joined by a line, on a scale from zero. Until a charting library is chosen (issue 51) this
// is the one chart. It is an image with a name for a screen reader, and its numbers are a table under
// 'Ver datos' for anyone who wants them exactly.
import { useId } from 'react';
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE, formatDate, parseTimestamp } from '@charla/domain/time';

export interface TrendPoint {
  /** When it happened (an API timestamp). */
  at: string;
  value: number;
}

interface TrendChartProps {
  /** The chart's caption and name ('Palabras por minuto por lectura'). */
  title: string;
  /** The measure, as the table's column says it ('Palabras por minuto'). */
  valueLabel: string;
  dateLabel: string;
  /** Oldest first. */
  points: TrendPoint[];
  formatValue: (value: number) => string;
  /** The top of the scale (100 for a percentage); otherwise a round number above the largest value. */
  max?: number;
}

export const TREND_CHART_TEXTS = {
  showData: 'Ver datos',
  summary: (count: number, first: string, last: string) =>
    count === 1 ? `1 dato: ${last}` : `${count} datos; el primero ${first}, el último ${last}`,
} as const;

const WIDTH = 320;
const HEIGHT = 168;
const PAD = { top: 10, right: 14, bottom: 28, left: 44 };
const FONT = 12;
const shortDate = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

/** 137 → 150, 42 → 50, 8 → 10: a round top for the scale. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 2.5, 5, 10].map((n) => n * step);
  return steps.find((top) => top >= value) ?? 10 * step;
}

export function TrendChart({ title, valueLabel, dateLabel, points, formatValue, max }: TrendChartProps) {
  const captionId = useId();
  const times = points.map((point) => parseTimestamp(point.at).getTime());
  const top = max ?? niceCeiling(Math.max(...points.map((point) => point.value)));
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) => PAD.left + (span > 0 ? ((time - first) / span) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const coordinates = points.map((point, i) => ({ x: x(times[i]!), y: y(point.value), point }));
  const ticks = [0, top / 2, top];
  // The first and the last date under the axis (every date would crowd a phone's width).
  const dateTicks = coordinates.length > 1 ? [coordinates[0]!, coordinates[coordinates.length - 1]!] : coordinates;
  const summary = TREND_CHART_TEXTS.summary(
    points.length,
    `${formatValue(points[0]?.value ?? 0)} (${formatDate(points[0]?.at ?? '')})`,
    `${formatValue(points[points.length - 1]?.value ?? 0)} (${formatDate(points[points.length - 1]?.at ?? '')})`,
  );

  return (
    <figure aria-labelledby={captionId} className="min-w-0 space-y-2">
      <figcaption id={captionId} className="text-sm font-medium text-slate-800">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${summary}.`}
        className="h-auto w-full max-w-sm text-slate-600"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={FONT} fill="currentColor">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {dateTicks.map(({ x: at, point }, i) => (
          <text
            key={point.at}
            x={at}
            y={HEIGHT - 8}
            fontSize={FONT}
            fill="currentColor"
            textAnchor={dateTicks.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
          >
            {shortDate.format(parseTimestamp(point.at))}
          </text>
        ))}
        <polyline
          points={coordinates.map((c) => `${c.x},${c.y}`).join(' ')}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          className="stroke-teal-700"
        />
        {coordinates.map((c, i) => (
          <circle key={i} cx={c.x} cy={c.y} r={3.5} className="fill-white stroke-teal-700" strokeWidth={2} />
        ))}
      </svg>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-teal-800">{TREND_CHART_TEXTS.showData}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4 font-medium">
                {dateLabel}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={i} className="border-b border-slate-100">
                <td className="py-1 pr-4">
                  <time dateTime={point.at}>{formatDate(point.at)}</time>
                </td>
                <td className="py-1 text-right tabular-nums">{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
