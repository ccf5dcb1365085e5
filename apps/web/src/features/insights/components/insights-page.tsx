// /admin/insights, 'Estadísticas' (issue 51): the school's numbers for a range (by default the last 8
// weeks) and filters: sessions per week by outcome, and each tutor's use of their schedule.
import { useState } from 'react';
import { CalendarRange, UsersRound } from 'lucide-react';
import { InsightsQuery } from '@charla/domain/insights';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { InsightsFilters, type InsightsFilterValues } from './insights-filters';
import { defaultInsightsRange } from './insights-range';
import { SessionsByWeekSection } from './sessions-by-week-section';
import { INSIGHTS_TEXTS as T } from './texts';
import { TutorUseSection } from './tutor-use-section';

export function InsightsPage() {
  const [values, setValues] = useState<InsightsFilterValues>(() => ({
    ...defaultInsightsRange(),
    tutor_id: '',
    plan_id: '',
  }));
  const parsed = InsightsQuery.safeParse(values);
  // An unfinished date or a range the server refuses keeps the last answers off screen and says why.
  const query = parsed.success ? { ...values, ...parsed.data } : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={T.title} description={T.intro} />
      <InsightsFilters values={values} onChange={setValues} problem={parsed.error?.issues[0]?.message} />
      {query ? (
        <>
          <SectionCard title={T.sessionsTitle} icon={<CalendarRange className="size-5" />}>
            <SessionsByWeekSection query={query} />
          </SectionCard>
          <SectionCard title={T.tutorsTitle} icon={<UsersRound className="size-5" />}>
            <TutorUseSection query={query} />
          </SectionCard>
        </>
      ) : null}
    </div>
  );
}
