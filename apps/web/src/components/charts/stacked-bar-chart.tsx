// Bars made of parts (issue 51: sessions per week by outcome), drawn with @visx (docs/decisions/038):
// one bar per category, one coloured part per series, a legend under it, the numbers as a table and a CSV.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFigure } from './chart-figure';
import { AXIS_COLOR, niceCeiling, tickLabel } from './chart-style';
import { useWidth } from './use-width';

export interface BarSeries {
  key: string;
  label: string;
  /** A fill with at least 3:1 contrast on white. */
  color: string;
  /** One per category, in the categories' order. */
  values: readonly number[];
}

interface StackedBarChartProps {
  title: string;
  /** The axis under the bars ('Semana'): each category's short label, and its label in the table. */
  categoryLabel: string;
  categories: readonly { short: string; full: string }[];
  series: readonly BarSeries[];
  totalLabel: string;
  csvFileName?: string;
}

const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 28, left: 36 };
/** Room per bar: below it the chart scrolls sideways instead of squeezing (a year of weeks on a phone). */
const MIN_BAR_WIDTH = 24;
/** Room per label under the axis ('16 nov' at 12 px); with less, every other week (or fewer) is named. */
const LABEL_WIDTH = 48;

export function StackedBarChart(props: StackedBarChartProps) {
  const { title, categoryLabel, categories, series, totalLabel, csvFileName } = props;
  const [ref, shownWidth] = useWidth<HTMLDivElement>(640);
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const width = Math.max(shownWidth, categories.length * MIN_BAR_WIDTH + PAD.left + PAD.right);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const top = niceCeiling(Math.max(0, ...totals));
  const x = scaleBand({ domain: categories.map((_, i) => i), range: [0, plotWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, top], range: [plotHeight, 0] });
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const labelEvery = Math.max(1, Math.ceil((categories.length * LABEL_WIDTH) / plotWidth));
  const grand = totals.reduce((sum, total) => sum + total, 0);
  const summary = `${grand} en total; ${series.map((s) => `${s.label}: ${s.values.reduce((a, b) => a + b, 0)}`).join(', ')}`;

  return (
    <ChartFigure
      title={title}
      summary={summary}
      csvFileName={csvFileName}
      table={{
        columns: [categoryLabel, ...series.map((s) => s.label), totalLabel],
        rows: categories.map((category, i) => [category.full, ...series.map((s) => s.values[i] ?? 0), totals[i]!]),
      }}
      footer={
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      }
    >
      <div ref={ref} className="overflow-x-auto">
        <svg width={width} height={HEIGHT} aria-hidden="true" className="block">
          <Group left={PAD.left} top={PAD.top}>
            {ticks.map((tick) => (
              <line key={tick} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} stroke={AXIS_COLOR} />
            ))}
            <AxisLeft
              scale={y}
              tickValues={ticks}
              tickFormat={(value) => String(value)}
              hideAxisLine
              hideTicks
              tickLabelProps={tickLabel('end')}
            />
            <AxisBottom
              top={plotHeight}
              scale={x}
              tickValues={categories.map((_, i) => i).filter((i) => i % labelEvery === 0)}
              tickFormat={(i) => categories[Number(i)]?.short ?? ''}
              stroke={AXIS_COLOR}
              hideTicks
              tickLabelProps={tickLabel('middle')}
            />
            {categories.map((category, i) => {
              let base = 0;
              return series.map((s) => {
                const value = s.values[i] ?? 0;
                const from = base;
                base += value;
                if (value === 0) return null;
                return (
                  <Bar
                    key={`${category.full}-${s.key}`}
                    x={x(i)}
                    width={x.bandwidth()}
                    y={y(from + value)}
                    height={y(from) - y(from + value)}
                    fill={s.color}
                  />
                );
              });
            })}
          </Group>
        </svg>
      </div>
    </ChartFigure>
  );
}
