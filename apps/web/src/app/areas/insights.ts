// The insights' chunk (issue 51): /admin/insights alone, so the charting library (docs/decisions/038)
// loads with the page that draws it, not with every admin screen, and never with /login.
export { InsightsPage } from '@/features/insights/components/insights-page';
