// A line chart of one measure over time (issue 49: a student's readings), drawn with the kit's library
// (@visx, docs/decisions/038): points by date, joined by a line, on a scale from zero; its numbers are a
// table under 'Ver datos'.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatDate, parseTimestamp } from '@charla/domain/time';
import { ChartFigure } from './chart-figure';
import { AXIS_COLOR, LINE_COLOR, niceCeiling, shortDate, tickLabel } from './chart-style';

export { niceCeiling } from './chart-style';

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
  csvFileName?: string;
}

export const TREND_CHART_TEXTS = {
  summary: (count: number, first: string, last: string) =>
    count === 1 ? `1 dato: ${last}` : `${count} datos; el primero ${first}, el último ${last}`,
} as const;

const WIDTH = 320;
const HEIGHT = 168;
const PAD = { top: 10, right: 14, bottom: 28, left: 44 };

export function TrendChart({ title, valueLabel, dateLabel, points, formatValue, max, csvFileName }: TrendChartProps) {
  const times = points.map((point) => parseTimestamp(point.at).getTime());
  const top = max ?? niceCeiling(Math.max(...points.map((point) => point.value)));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  // One point (or all at one time) sits in the middle.
  const x = scaleTime({
    domain: first < last ? [first, last] : [first - 1, first + 1],
    range: [0, plotWidth],
  });
  const y = scaleLinear({ domain: [0, top], range: [plotHeight, 0], clamp: true });
  const coordinates = points.map((point, i) => ({ x: x(times[i]!), y: y(point.value) }));
  // The first and the last date under the axis (every date would crowd a phone's width).
  const dateTicks = [...new Set([first, last])];
  const describe = (point: TrendPoint | undefined) =>
    `${formatValue(point?.value ?? 0)} (${formatDate(point?.at ?? '')})`;
  const summary = TREND_CHART_TEXTS.summary(points.length, describe(points[0]), describe(points[points.length - 1]));

  return (
    <ChartFigure
      title={title}
      summary={summary}
      csvFileName={csvFileName}
      className="max-w-sm"
      table={{
        columns: [dateLabel, valueLabel],
        rows: points.map((point) => [formatDate(point.at), formatValue(point.value)]),
      }}
    >
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="h-auto w-full">
        <Group left={PAD.left} top={PAD.top}>
          {[0, top / 2, top].map((tick) => (
            <line key={tick} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} stroke={AXIS_COLOR} />
          ))}
          <AxisLeft
            scale={y}
            tickValues={[0, top / 2, top]}
            tickFormat={(value) => formatValue(Number(value))}
            hideAxisLine
            hideTicks
            tickLabelProps={tickLabel('end')}
          />
          <AxisBottom
            top={plotHeight}
            scale={x}
            tickValues={dateTicks}
            tickFormat={(value) => shortDate.format(new Date(Number(value)))}
            hideAxisLine
            hideTicks
            tickLabelProps={(_value, index) =>
              tickLabel(dateTicks.length === 1 ? 'middle' : index === 0 ? 'start' : 'end')()
            }
          />
          <LinePath
            data={coordinates}
            x={(c) => c.x}
            y={(c) => c.y}
            fill="none"
            stroke={LINE_COLOR}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {coordinates.map((c, i) => (
            <circle key={i} cx={c.x} cy={c.y} r={3.5} fill="white" stroke={LINE_COLOR} strokeWidth={2} />
          ))}
        </Group>
      </svg>
    </ChartFigure>
  );
}
