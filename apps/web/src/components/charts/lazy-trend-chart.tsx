// The trend chart as its own chunk (docs/decisions/038): a page that may draw one loads the charting
// library only when it does, so the rest of its area stays light.
import { lazy, Suspense, type ComponentProps } from 'react';
import { SkeletonLines } from '@/components/skeleton';

const TrendChart = lazy(() => import('./trend-chart').then((module) => ({ default: module.TrendChart })));

export function LazyTrendChart(props: ComponentProps<typeof TrendChart>) {
  return (
    <Suspense fallback={<SkeletonLines lines={4} />}>
      <TrendChart {...props} />
    </Suspense>
  );
}
