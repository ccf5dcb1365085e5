// 'Lecturas en voz alta' on /tutor/students/{id}/lessons (issue 49): the words read right and the pace
// of each assessed reading, by the date it was sent. From the assignments the page has loaded (the
// assignments section's list, newest pages first): a reading on a page not yet loaded joins when it is.
import { AudioLines } from 'lucide-react';
import type { Assignment } from '@charla/domain/assignments';
import { formatAccuracy } from '@charla/domain/practices';
import { LazyTrendChart as TrendChart } from '@/components/charts/lazy-trend-chart';
import type { TrendPoint } from '@/components/charts/trend-chart';
import { formatWholeNumber } from '@/components/reading/reading-texts';
import { infiniteListStateOf } from '@/components/resource-list/infinite-query-state';
import { SectionCard } from '@/components/section-card';
import { useStudentAssignments } from '../api/student-lists';
import { READING_TREND_TEXTS as T } from './texts';

interface ReadingPoint {
  at: string;
  accuracy: number;
  pace: number;
}

/** The assessed readings, oldest first, each at the time its recording was sent. */
export function readingPoints(assignments: readonly Assignment[]): ReadingPoint[] {
  const points: ReadingPoint[] = [];
  for (const { reading, submission, completed_at } of assignments) {
    const at = submission?.created_at ?? completed_at;
    if (reading?.status !== 'done' || !at) continue;
    if (reading.accuracy === undefined || reading.words_correct_per_minute === undefined) continue;
    points.push({ at, accuracy: reading.accuracy, pace: reading.words_correct_per_minute });
  }
  return points.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function ReadingTrendSection({ studentId }: { studentId: string }) {
  const { items } = infiniteListStateOf(useStudentAssignments(studentId));
  // A student with no lesson to read aloud has nothing to show here.
  if (!items.some((assignment) => assignment.reading_text)) return null;
  const points = readingPoints(items);
  const series = (pick: (point: ReadingPoint) => number): TrendPoint[] =>
    points.map((point) => ({ at: point.at, value: pick(point) }));
  return (
    <SectionCard title={T.title} icon={<AudioLines className="size-5" />}>
      {points.length === 0 ? (
        <p className="text-slate-700">{T.empty}</p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{T.description}</p>
          <div className="grid gap-6 sm:grid-cols-2">
            <TrendChart
              title={T.accuracyChart}
              valueLabel={T.accuracy}
              dateLabel={T.date}
              points={series((point) => point.accuracy)}
              formatValue={formatAccuracy}
              max={100}
            />
            <TrendChart
              title={T.paceChart}
              valueLabel={T.pace}
              dateLabel={T.date}
              points={series((point) => point.pace)}
              formatValue={formatWholeNumber}
            />
          </div>
        </div>
      )}
    </SectionCard>
  );
}
