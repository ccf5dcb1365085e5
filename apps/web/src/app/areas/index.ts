// One lazily loaded chunk per area (docs/decisions/016); each is behind its guard in routes.tsx.
import { lazyArea } from '../lazy-area';

export const shellArea = lazyArea(() => import('./shell'));
export const studentArea = lazyArea(() => import('./student'));
export const lessonsArea = lazyArea(() => import('./lessons'));
export const sessionsArea = lazyArea(() => import('./sessions'));
export const tutorArea = lazyArea(() => import('./tutor'));
export const contentArea = lazyArea(() => import('./content'));
export const adminArea = lazyArea(() => import('./admin'));
export const practicesArea = lazyArea(() => import('./practices'));
/** Behind RequireAdmin: its own chunk, with the charts' library (docs/decisions/038). */
export const insightsArea = lazyArea(() => import('./insights'));

const AREAS = [
  shellArea,
  studentArea,
  lessonsArea,
  sessionsArea,
  tutorArea,
  contentArea,
  adminArea,
  practicesArea,
  insightsArea,
];

/** Loads every area now, so later renders don't suspend (tests that render the route table). */
export async function preloadAreas(): Promise<void> {
  await Promise.all(AREAS.map((area) => area.preload()));
}
