// A word-sized line (issue 51): how one number moved over a few points, beside the number itself. It
// sits in a table's cell, so its values are spoken as its name ('… : 02/11/2026 4, 09/11/2026 6.5')
// rather than as a table inside the table.
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { LINE_COLOR } from './chart-style';

interface SparklineProps {
  /** Its name ('Horas reservadas por semana de Ana'). */
  label: string;
  /** Each point's name (a week) and value, oldest first. */
  points: readonly { label: string; value: number }[];
  formatValue?: (value: number) => string;
}

const WIDTH = 80;
const HEIGHT = 24;

/** '02/11/2026 4, 09/11/2026 6.5': the values as the sparkline's name says them. */
export function sparklineValues(points: SparklineProps['points'], formatValue: (value: number) => string = String) {
  return points.map((point) => `${point.label} ${formatValue(point.value)}`).join(', ');
}

export function Sparkline({ label, points, formatValue = String }: SparklineProps) {
  const top = Math.max(1, ...points.map((point) => point.value));
  const x = scaleLinear({ domain: [0, Math.max(1, points.length - 1)], range: [2, WIDTH - 2] });
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - 2, 2] });
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={`${label}: ${sparklineValues(points, formatValue)}`}
      className="inline-block align-middle"
    >
      <LinePath
        data={points.map((point, i) => ({ x: x(i), y: y(point.value) }))}
        x={(c) => c.x}
        y={(c) => c.y}
        fill="none"
        stroke={LINE_COLOR}
        strokeWidth={1.5}
      />
    </svg>
  );
}
